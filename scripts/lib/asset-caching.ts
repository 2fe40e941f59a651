/**
 * Hashed build files never change under their name, so browsers may keep them for a year
 * ("immutable"). A rule on the path (`/assets/**`) cannot tell a present file from a missing
 * one, and a missing one is answered with 404.html, which must not be kept for a year. So the
 * immutable rule is generated after each build from the files actually in dist/assets, and
 * added to the Hosting config that is served (locally) or deployed; the committed
 * firebase.json alone sends `no-cache` everywhere.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FirebaseJson, HostingHeaderRule } from './local-emulators';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Folder of the hashed build files, as served. */
const ASSETS_DIR = 'assets';

/**
 * Escapes the characters RE2 could read as syntax, and only those: the emulator falls back to a
 * JavaScript `u`-flag RegExp, which rejects needless escapes such as `\-`.
 */
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/**
 * One header rule matching exactly these files (paths relative to dist/assets) and nothing
 * else: a single RE2 alternation, which Firebase Hosting and the emulator's superstatic both
 * accept in a `regex` rule.
 */
export function immutableAssetsRule(assetFiles: readonly string[]): HostingHeaderRule {
  if (assetFiles.length === 0) throw new Error(`dist/${ASSETS_DIR} has no files: build before serving or deploying`);
  const names = [...assetFiles].sort().map(escapeRegex).join('|');
  return {
    regex: `^/${ASSETS_DIR}/(?:${names})$`,
    headers: [{ key: 'Cache-Control', value: IMMUTABLE_CACHE_CONTROL }],
  };
}

/**
 * The Hosting config with the immutable rule last: Hosting applies every matching rule in
 * order, so for the build's files it overrides the `no-cache` of the catch-all rule.
 */
export function withImmutableAssets(config: FirebaseJson, assetFiles: readonly string[]): FirebaseJson {
  return {
    ...config,
    hosting: { ...config.hosting, headers: [...(config.hosting.headers ?? []), immutableAssetsRule(assetFiles)] },
  };
}

/** Every file under dist/assets, relative to it, with forward slashes. */
export async function builtAssetFiles(distDir: string): Promise<string[]> {
  const assetsDir = join(distDir, ASSETS_DIR);
  const entries = await readdir(assetsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(assetsDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}
