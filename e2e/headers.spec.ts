import { inlineScriptSources, inlineStyleSources } from '../scripts/lib/inline-code';
import { paths } from '../src/content/paths';
import { localizedPath } from '../src/i18n/locales';
import { listedModulesIn } from './support/app-start';
import { expect, test } from './support/fixtures';
import { UNKNOWN_PATH } from './support/pages';

const securityHeaders = {
  'content-security-policy': /default-src 'self'.*script-src 'self'.*frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
  'strict-transport-security': /max-age=\d{8,}/,
};

// Scanners ask for paths with a dot: their 404 page runs the app too, so it needs the same headers.
for (const path of [paths.home, paths.scheduleDay('friday'), UNKNOWN_PATH, '/x.php', '/wp-login.php']) {
  test(`${path} is served with the security headers and is never cached stale`, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(securityHeaders)) {
      expect(headers[name], name).toMatch(pattern);
    }
    expect(headers['cache-control']).toBe('no-cache');
  });
}

test('the CSP allows no inline script but the page’s own entry, only the site itself, Firebase Auth and the map frame', async ({
  page,
  request,
}) => {
  const response = await request.get(paths.home);
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  const entry = inlineScriptSources(await response.text());
  expect(entry).toHaveLength(1);
  expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", ...entry]));
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain('https://identitytoolkit.googleapis.com');
  expect(policy).toMatch(/frame-src https:\/\/www\.openstreetmap\.org/);
  // The inline entry runs under that policy: it starts the app (a refused script would also fail on the console error).
  await page.goto(paths.home);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
});

test('a page too big for one round trip carries its stylesheet inline, allowed by its hash and nothing else inline', async ({
  page,
  request,
}) => {
  for (const path of [paths.home, localizedPath('fr', paths.home), localizedPath('ar', paths.home)]) {
    const response = await request.get(path);
    const html = await response.text();
    const styleSrc = /style-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    const sources = inlineStyleSources(html);
    expect(sources, path).toHaveLength(1);
    expect(styleSrc.split(' '), path).toEqual(expect.arrayContaining(["'self'", ...sources]));
    expect(styleSrc, path).not.toContain('unsafe-inline');
    expect(html, path).not.toMatch(/<link rel="stylesheet"/);
  }
  // A small page links the stylesheet file, which every later page load finds cached.
  const small = await (await request.get(localizedPath('fr', paths.about))).text();
  expect(inlineStyleSources(small)).toEqual([]);
  expect(small).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
  // Styled in the browser, under that policy (a refused <style> would also fail on the console error).
  await page.goto(paths.home);
  await expect(page.locator('body')).toHaveCSS('font-family', /Inter/);
});

test('the build’s hashed files are cached for a year as immutable, and are never sniffed', async ({ request }) => {
  const html = await (await request.get(paths.home)).text();
  const [script] = listedModulesIn(html);
  expect(script).toMatch(/^\/assets\/[^/]+\.js$/);
  const response = await request.get(script ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{8,}/);
});

test('a missing file under /assets is a 404 that is never kept as immutable', async ({ request }) => {
  const response = await request.get('/assets/nope-123.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-security-policy']).toMatch(securityHeaders['content-security-policy']);
});
