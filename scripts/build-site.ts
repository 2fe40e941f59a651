/**
 * Builds the whole site: for each language a browser build and a server build (the language's
 * content modules swapped in by scripts/vite/locale-content.ts), then the prerender writes every
 * page of every language into dist/. Options are passed on to Vite (`--mode emulators`).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { localeCodes } from '../src/i18n/locales';

const root = resolve(import.meta.dirname, '..');
const viteArgs = process.argv.slice(2);

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed${env.SITE_LOCALE ? ` (SITE_LOCALE=${env.SITE_LOCALE})` : ''}`);
    process.exit(result.status ?? 1);
  }
}

const vite = join(root, 'node_modules', '.bin', 'vite');
for (const locale of localeCodes) {
  console.log(`\n— ${locale}: browser build`);
  run(vite, ['build', ...viteArgs], { SITE_LOCALE: locale });
  console.log(`\n— ${locale}: server build`);
  run(vite, ['build', ...viteArgs, '--ssr', 'src/entry-server.tsx'], { SITE_LOCALE: locale });
}
run(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'prerender.ts')]);
