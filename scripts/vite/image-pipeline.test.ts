// @vitest-environment node
// Builds a tiny app through real Vite client and SSR builds and inspects the emitted images.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePipeline, type PictureModule } from './image-pipeline';
import { svgDataUri } from './svg-data-uri';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <rect width="1200" height="600" fill="#0b0b0c"/><circle cx="600" cy="300" r="200" fill="#e11d2e"/></svg>`;
const TRANSPARENT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
  <circle cx="100" cy="50" r="40" fill="#e11d2e"/></svg>`;

const ENTRY = `
export { default as art } from './art.svg?w=600;300&picture';
export { default as photo } from './photo.jpg?w=200;400;1200&picture';
export { default as mark } from './mark.svg?picture';
export { default as plainSvgUrl } from './mark.svg';
export { default as swapped } from './art-photo.svg?w=200&picture';
export { default as replaced } from './gone.svg?w=100&picture';
export { default as drawing } from './art.svg?w=600&vector&picture';
export { default as swappedDrawing } from './art-photo.svg?w=200&vector&picture';
`;

type Built = Record<'art' | 'photo' | 'mark' | 'swapped' | 'replaced' | 'drawing' | 'swappedDrawing', PictureModule> & {
  plainSvgUrl: string;
};

let root: string;
let cacheDir: string;

async function buildApp(outDir: string, ssr: boolean) {
  const plugin = imagePipeline({ cacheDir });
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [plugin],
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      ssr: ssr ? 'entry.js' : false,
      // Keep the tiny test assets as files, like real-size images would be.
      assetsInlineLimit: 0,
      rolldownOptions: ssr ? {} : { input: path.join(root, 'entry.js'), preserveEntrySignatures: 'strict' },
    },
  });
  const files = await readdir(path.join(root, outDir), { recursive: true });
  const entryFile = files.find((file) => /(^|\/)entry[-.\w]*\.m?js$/.test(file));
  if (!entryFile) throw new Error(`no entry chunk in ${files.join(', ')}`);
  const built = (await import(pathToFileURL(path.join(root, outDir, entryFile)).href)) as Built;
  return { built, files, stats: { ...plugin.api.stats } };
}

async function sizeOf(outDir: string, url: string) {
  const { width, height, format } = await sharp(path.join(root, outDir, url)).metadata();
  return { width, height, format };
}

const srcsetUrls = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '');

describe('imagePipeline', () => {
  let client: Awaited<ReturnType<typeof buildApp>>;
  let server: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'image-pipeline-'));
    cacheDir = path.join(root, 'cache');
    await writeFile(path.join(root, 'art.svg'), SVG);
    await writeFile(path.join(root, 'mark.svg'), TRANSPARENT_SVG);
    await writeFile(path.join(root, 'entry.js'), ENTRY);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#446688' } })
      .jpeg()
      .toFile(path.join(root, 'photo.jpg'));
    // A gym's photo dropped beside generated art, and one that replaced its SVG outright.
    await writeFile(path.join(root, 'art-photo.svg'), SVG);
    await sharp({ create: { width: 400, height: 400, channels: 3, background: '#884466' } })
      .png()
      .toFile(path.join(root, 'art-photo.png'));
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#668844' } })
      .webp()
      .toFile(path.join(root, 'gone.webp'));
    client = await buildApp('dist', false);
    server = await buildApp('dist-ssr', true);
  }, 120_000);

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('gives an SVG AVIF and WebP sources at the requested widths, with matching sizes', async () => {
    const { art } = client.built;
    expect(art.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(art.width).toBe(600);
    expect(art.height).toBe(300);
    for (const source of art.sources) {
      expect(source.srcset).toMatch(/ 300w, .* 600w$/);
      const [small, large] = srcsetUrls(source.srcset);
      expect(await sizeOf('dist', small ?? '')).toMatchObject({ width: 300, height: 150 });
      expect(await sizeOf('dist', large ?? '')).toMatchObject({ width: 600, height: 300 });
    }
    expect(await sizeOf('dist', srcsetUrls(art.sources[0]?.srcset ?? '')[0] ?? '')).toMatchObject({
      format: 'heif',
    });
  });

  it('resizes a JPEG photo without enlarging it, with a JPEG fallback', async () => {
    const { photo } = client.built;
    expect(photo.width).toBe(800);
    expect(photo.height).toBe(600);
    expect(photo.sources[1]?.srcset).toMatch(/-200-\w+\.webp 200w, .*-400-\w+\.webp 400w, .*-800-\w+\.webp 800w$/);
    expect(photo.src).toMatch(/^\/assets\/images\/photo-800-[0-9a-f]{10}\.jpg$/);
    expect(await sizeOf('dist', photo.src)).toMatchObject({ width: 800, height: 600, format: 'jpeg' });
  });

  it('uses default widths without a w parameter and a PNG fallback for transparent art', async () => {
    const { mark } = client.built;
    expect(mark.sources[0]?.srcset).toMatch(/ 640w, .* 1280w$/);
    expect(mark).toMatchObject({ width: 1280, height: 640 });
    expect(mark.src).toMatch(/\.png$/);
    expect(await sizeOf('dist', mark.src)).toMatchObject({ width: 1280, format: 'png' });
  });

  it('prefers a photo placed beside (or instead of) the generated SVG', async () => {
    const { swapped, replaced } = client.built;
    expect(swapped).toMatchObject({ width: 200, height: 200 });
    expect(swapped.src).toMatch(/\/art-photo-200-\w+\.jpg$/);
    expect(replaced).toMatchObject({ width: 100, height: 67 });
    expect(await sizeOf('dist', replaced.src)).toMatchObject({ width: 100, format: 'jpeg' });
  });

  it('delivers vector art as its own SVG file when asked (vector), and a photo that replaced it as a photo', async () => {
    const { drawing, swappedDrawing, art } = client.built;
    expect(drawing.vector).toMatch(/^\/assets\/images\/art-[0-9a-f]{10}\.svg$/);
    expect(await readFile(path.join(root, 'dist', drawing.vector ?? ''), 'utf8')).toBe(SVG);
    expect(drawing.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(art.vector).toBeUndefined();
    expect(swappedDrawing.vector).toBeUndefined();
    expect(swappedDrawing.src).toMatch(/\/art-photo-200-\w+\.jpg$/);
    expect(server.built.drawing.vector).toBe(drawing.vector);
  });

  it('leaves plain SVG imports as ordinary Vite assets', () => {
    expect(client.built.plainSvgUrl).toMatch(/^\/assets\/mark-[\w-]+\.svg$/);
  });

  it('gives the SSR build the same URLs as the client build, and only it the drawing inline', () => {
    const { plainSvgUrl: _client, ...clientPictures } = client.built;
    const { plainSvgUrl: _server, drawing: serverDrawing, ...serverPictures } = server.built;
    const { drawing: clientDrawing, ...clientOthers } = clientPictures;
    expect(serverPictures).toEqual(clientOthers);
    const { inlineVector, ...serverDrawingUrls } = serverDrawing;
    expect(serverDrawingUrls).toEqual(clientDrawing);
    expect(clientDrawing.inlineVector).toBeUndefined();
    expect(inlineVector).toBe(svgDataUri(SVG));
    // A photo that replaced the art has no drawing to inline.
    expect(server.built.swappedDrawing.inlineVector).toBeUndefined();
  });

  it('serves resized images on request from the dev server', async () => {
    const server = await createServer({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [imagePipeline({ cacheDir })],
      server: { host: '127.0.0.1', port: 0, ws: false },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls?.local[0] ?? '';
      const { art } = (await server.ssrLoadModule('/entry.js')) as Built;
      expect(art).toMatchObject({ width: 600, height: 300 });
      const smallAvif = srcsetUrls(art.sources[0]?.srcset ?? '')[0] ?? '';
      expect(smallAvif).toMatch(/^\/@image-pipeline\//);
      const response = await fetch(new URL(smallAvif, base));
      expect(response.headers.get('content-type')).toBe('image/avif');
      const { width } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(width).toBe(300);
      expect((await fetch(new URL('/@image-pipeline/not-an-image.avif', base))).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('names files by content hash and reuses the disk cache on the next build', async () => {
    expect(client.stats.encoded).toBeGreaterThan(0);
    expect(server.stats.encoded).toBe(0);
    expect(server.stats.fromCache).toBe(client.stats.encoded);
    const images = client.files.filter((file) => file.startsWith('assets/images/'));
    // art: 2 widths x 2 formats + fallback; photo: 3 x 2 + 1; mark: 2 x 2 + 1; swapped and
    // replaced: 1 x 2 + 1 each; the drawing's SVG (its rasters are art's, swappedDrawing is swapped)
    expect(images).toHaveLength(5 + 7 + 5 + 3 + 3 + 1);
    const rebuilt = await buildApp('dist-again', false);
    expect(rebuilt.stats.encoded).toBe(0);
    expect(rebuilt.built).toEqual(client.built);
  }, 60_000);
});
