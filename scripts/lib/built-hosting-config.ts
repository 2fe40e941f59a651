/**
 * The Hosting config for a build, served by the emulator (`npm start`, the end-to-end tests) and
 * deployed alike: the committed firebase.json plus what only the build knows, the immutable rule
 * for its hashed files and the hashes of its pages' inline scripts and stylesheets.
 */
import { builtAssetFiles, withImmutableAssets } from './asset-caching';
import { builtInlineSources, withInlineSources } from './inline-code';
import type { FirebaseJson } from './local-emulators';

export async function builtHostingConfig(committed: FirebaseJson, distDir: string): Promise<FirebaseJson> {
  const withAssets = withImmutableAssets(committed, await builtAssetFiles(distDir));
  return withInlineSources(withAssets, await builtInlineSources(distDir));
}
