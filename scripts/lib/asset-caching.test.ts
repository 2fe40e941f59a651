import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtAssetFiles, IMMUTABLE_CACHE_CONTROL, immutableAssetsRule, withImmutableAssets } from './asset-caching';
import type { FirebaseJson } from './local-emulators';

const matches = (regex: string | undefined, path: string) => new RegExp(regex ?? '(?!)', 'u').test(path);

describe('immutableAssetsRule', () => {
  const rule = immutableAssetsRule(['app-B1x_9.js', 'index-Cq.css', 'fonts/inter-latin.woff2']);

  it('makes exactly the built files immutable', () => {
    expect(rule.headers).toEqual([{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }]);
    for (const path of ['/assets/app-B1x_9.js', '/assets/index-Cq.css', '/assets/fonts/inter-latin.woff2']) {
      expect(matches(rule.regex, path), path).toBe(true);
    }
  });

  it('leaves a missing file (answered with the 404 page) and look-alikes out', () => {
    for (const path of [
      '/assets/nope-123.js',
      '/assets/app-B1x_9.js.map',
      '/assets/app-B1x_9xjs',
      '/x/assets/app-B1x_9.js',
      '/assets/',
    ]) {
      expect(matches(rule.regex, path), path).toBe(false);
    }
  });

  it('uses only RE2 syntax: anchors, a non-capturing group, alternation and escapes', () => {
    expect(rule.regex).toBe(String.raw`^/assets/(?:app-B1x_9\.js|fonts/inter-latin\.woff2|index-Cq\.css)$`);
  });

  it('refuses an empty build rather than deploy a rule that matches nothing', () => {
    expect(() => immutableAssetsRule([])).toThrow(/build/);
  });
});

describe('withImmutableAssets', () => {
  it('adds the rule after every committed rule, so its Cache-Control wins', () => {
    const committed: FirebaseJson = {
      hosting: { public: 'dist', headers: [{ source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }] },
    };
    const served = withImmutableAssets(committed, ['app.js']);
    expect(served.hosting.public).toBe('dist');
    expect(served.hosting.headers?.map((rule) => rule.source ?? rule.regex)).toEqual([
      '**',
      String.raw`^/assets/(?:app\.js)$`,
    ]);
    expect(committed.hosting.headers).toHaveLength(1);
  });
});

describe('builtAssetFiles', () => {
  it('lists every file under dist/assets, nested ones with forward slashes', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'rivage-assets-'));
    mkdirSync(join(dist, 'assets', 'fonts'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'app.js'), '');
    writeFileSync(join(dist, 'assets', 'fonts', 'inter.woff2'), '');
    writeFileSync(join(dist, 'index.html'), '');
    expect((await builtAssetFiles(dist)).sort()).toEqual(['app.js', 'fonts/inter.woff2']);
  });
});
