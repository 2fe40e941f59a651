import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtHostingConfig } from './built-hosting-config';
import { builtInlineStyleSources, inlineStyleSources, styleHashSource, withInlineStyleSources } from './inline-styles';
import type { FirebaseJson } from './local-emulators';

const POLICY = "default-src 'self'; style-src 'self'; img-src 'self' data:";
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

describe('styleHashSource', () => {
  it('is the CSP source a browser compares with the sha256 of the text, in base64', () => {
    const css = 'h1{color:#fff}/* é */';
    const expected = createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64');
    expect(styleHashSource(css)).toBe(`'sha256-${expected}'`);
    // The well-known hash of the empty string, as CSP tools print it.
    expect(styleHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('inlineStyleSources', () => {
  it('hashes each <style> element text exactly, whitespace included', () => {
    const html = '<head><style>a{x:1}</style></head><body><style media="print">\nb{y:2}\n</style></body>';
    expect(inlineStyleSources(html)).toEqual([styleHashSource('a{x:1}'), styleHashSource('\nb{y:2}\n')]);
  });

  it('finds none in a page without one (a style attribute is not a <style>)', () => {
    expect(inlineStyleSources('<p style="color:red">x</p><link rel="stylesheet" href="/a.css">')).toEqual([]);
  });
});

describe('the served and deployed Hosting config', () => {
  const dist = mkdtempSync(join(tmpdir(), 'inline-styles-'));
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'fr', 'about'), { recursive: true });
  writeFileSync(join(dist, 'assets', 'app-1.js'), '');
  writeFileSync(join(dist, 'index.html'), '<style>a{x:1}</style>');
  writeFileSync(join(dist, 'fr', 'about', 'index.html'), '<style>a{x:1}</style>');
  writeFileSync(join(dist, '404.html'), '<style>b{y:2}</style>');

  it('collects every page style hash once, from every folder', async () => {
    expect(await builtInlineStyleSources(dist)).toEqual([styleHashSource('a{x:1}'), styleHashSource('b{y:2}')].sort());
  });

  it('adds the hashes to style-src only, and still allows nothing else inline', () => {
    const sources = [styleHashSource('a{x:1}')];
    const policy = withInlineStyleSources(config(), sources).hosting.headers?.[0]?.headers[0]?.value;
    expect(policy).toBe(`default-src 'self'; style-src 'self' ${sources[0]}; img-src 'self' data:`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('leaves the policy as committed when no page has a <style>', () => {
    expect(withInlineStyleSources(config(), [])).toEqual(config());
  });

  it('is firebase.json with the immutable rule for the build files and the style hashes', async () => {
    const built = await builtHostingConfig(config(), dist);
    const [pages, immutable] = built.hosting.headers ?? [];
    expect(pages?.headers[0]?.value).toContain(
      `style-src 'self' ${[styleHashSource('a{x:1}'), styleHashSource('b{y:2}')].sort().join(' ')};`,
    );
    expect(immutable?.regex).toBe(String.raw`^/assets/(?:app-1\.js)$`);
    expect(config().hosting.headers?.[0]?.headers[0]?.value).toBe(POLICY);
  });
});
