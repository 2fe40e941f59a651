import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHostingConfig } from './built-hosting-config';
import {
  builtInlineSources,
  hashSource,
  inlineScriptSources,
  inlineStyleSources,
  withInlineSources,
} from './inline-code';
import type { FirebaseJson } from './local-emulators';

const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:";
const config = (): FirebaseJson => ({
  hosting: {
    public: 'dist',
    headers: [
      {
        source: '**',
        headers: [
          { key: 'Content-Security-Policy', value: POLICY },
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      },
    ],
  },
});

describe('hashSource', () => {
  it('is the CSP source a browser compares with the sha256 of the text, in base64', () => {
    const css = 'h1{color:#fff}/* é */';
    const expected = createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64');
    expect(hashSource(css)).toBe(`'sha256-${expected}'`);
    // The well-known hash of the empty string, as CSP tools print it.
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('inlineStyleSources', () => {
  it('hashes each <style> element text exactly, whitespace included', () => {
    const html = '<head><style>a{x:1}</style></head><body><style media="print">\nb{y:2}\n</style></body>';
    expect(inlineStyleSources(html)).toEqual([hashSource('a{x:1}'), hashSource('\nb{y:2}\n')]);
  });

  it('finds none in a page without one (a style attribute is not a <style>)', () => {
    expect(inlineStyleSources('<p style="color:red">x</p><link rel="stylesheet" href="/a.css">')).toEqual([]);
  });
});

describe('inlineScriptSources', () => {
  it('hashes each inline classic or module script exactly, not scripts with a src nor JSON data blocks', () => {
    const html =
      '<head><script type="module">go()</script><script type="module" crossorigin src="/assets/a.js"></script>' +
      '<script type="application/json" id="hydration-modules">["/assets/b.js"]</script>' +
      '<script type="application/ld+json">{"@type":"ExerciseGym"}</script></head><body><script>\nx=1\n</script></body>';
    expect(inlineScriptSources(html)).toEqual([hashSource('go()'), hashSource('\nx=1\n')]);
  });
});

describe('the served and deployed Hosting config', () => {
  const dist = mkdtempSync(join(tmpdir(), 'inline-code-'));
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'fr', 'about'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'app-1.js'), '');
  writeFileSync(join(dist, 'index.html'), '<script type="module">go()</script><style>a{x:1}</style>');
  writeFileSync(join(dist, 'fr', 'about', 'index.html'), '<script type="module">go()</script><style>a{x:1}</style>');
  writeFileSync(join(dist, '404.html'), '<script type="module">aller()</script><style>b{y:2}</style>');

  it('collects every page style and script hash once, from every folder', async () => {
    expect(await builtInlineSources(dist)).toEqual({
      styles: [hashSource('a{x:1}'), hashSource('b{y:2}')].sort(),
      scripts: [hashSource('go()'), hashSource('aller()')].sort(),
    });
  });

  it('adds the style hashes to style-src and the script hashes to script-src, and allows nothing else inline', () => {
    const styles = [hashSource('a{x:1}')];
    const scripts = [hashSource('go()')];
    const policy = withInlineSources(config(), { styles, scripts }).hosting.headers?.[0]?.headers[0]?.value;
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${scripts[0]}; style-src 'self' ${styles[0]}; img-src 'self' data:`,
    );
    expect(policy).not.toContain('unsafe-inline');
  });

  it('leaves the policy as committed when no page has inline code', () => {
    expect(withInlineSources(config(), { styles: [], scripts: [] })).toEqual(config());
  });

  it('is firebase.json with the immutable rule for the build files and the inline hashes', async () => {
    const built = await builtHostingConfig(config(), dist);
    const [pages, immutable] = built.hosting.headers ?? [];
    expect(pages?.headers[0]?.value).toContain(
      `style-src 'self' ${[hashSource('a{x:1}'), hashSource('b{y:2}')].sort().join(' ')};`,
    );
    expect(pages?.headers[0]?.value).toContain(
      `script-src 'self' ${[hashSource('go()'), hashSource('aller()')].sort().join(' ')};`,
    );
    expect(immutable?.regex).toBe(String.raw`^/assets/(?:app-1\.js)$`);
    expect(config().hosting.headers?.[0]?.headers[0]?.value).toBe(POLICY);
  });
});
