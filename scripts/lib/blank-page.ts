/**
 * The audit's reference page: a valid document with one heading and one paragraph, no script,
 * no stylesheet, no font and no image. Lighthouse's blocking time for it is what the browser's
 * own start of a page costs on this machine (the document's commit, the window's script context,
 * one layout and paint) under the mobile preset's 4× CPU model: the floor under every page's
 * figure, so the audit prints it beside the site's.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const blankPageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A page with nothing to load, to measure what the browser's start of any page costs.">
</head>
<body>
<main>
<h1>Reference page</h1>
<p>One heading and one paragraph: no script, no stylesheet, no font and no image.</p>
</main>
</body>
</html>
`;

export interface BlankPage {
  url: string;
  stop: () => Promise<void>;
}

/** Serves the reference page at every path of a free local port. */
export async function serveBlankPage(): Promise<BlankPage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(blankPageHtml);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
