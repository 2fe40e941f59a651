import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { emulatorPorts, LOCAL_HOST } from './scripts/lib/local-emulators.ts';
import { chunkGraph } from './scripts/vite/chunk-graph.ts';
import { fontSubset } from './scripts/vite/font-subset.ts';
import { freshImports } from './scripts/vite/fresh-import.ts';
import { imagePipeline } from './scripts/vite/image-pipeline.ts';
import { inlineFavicon } from './scripts/vite/inline-favicon.ts';
import { localeContent, siteLocaleFromEnv } from './scripts/vite/locale-content.ts';
import { pageModuleKeys } from './scripts/vite/page-module-keys.ts';
import { missingProductionFirebaseKeys } from './src/firebase/env-keys.ts';

const reactRouterProductionBuild = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      import.meta.resolve('react-router/package.json').replace('package.json', 'dist/production/index.mjs'),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      import.meta.resolve('react-router/package.json').replace('package.json', 'dist/production/dom-export.mjs'),
    ),
  },
];

/**
 * One config for the browser build, the server build that the prerender uses (`--ssr`),
 * the dev server and Vitest. Modes: `production` talks to the real Firebase project and
 * refuses to build without its config; `emulators` (npm start, npm test) and `development`
 * talk to the local emulators under a `demo-` project id.
 */
export default defineConfig(({ command, mode, isSsrBuild }) => {
  if (command === 'build' && mode === 'production') {
    const missing = missingProductionFirebaseKeys(loadEnv(mode, process.cwd(), 'VITE_'));
    if (missing.length > 0) {
      throw new Error(
        `The production build needs the Firebase web config. Missing: ${missing.join(', ')}. ` +
          'Copy .env.example to .env.production.local and fill it in (README, "Deploying"), ' +
          'or run `npm run build:local` for the emulator build.',
      );
    }
  }

  // Each language is a build of its own (scripts/build-site.ts): SITE_LOCALE=fr builds the French pages.
  const locale = siteLocaleFromEnv();
  const clientOutDir = locale === 'en' ? 'dist' : `dist-locales/${locale}`;
  const ports = emulatorPorts();
  const emulatorHosts =
    mode === 'production'
      ? {}
      : {
          'import.meta.env.VITE_AUTH_EMULATOR_HOST': JSON.stringify(`${LOCAL_HOST}:${ports.auth}`),
          'import.meta.env.VITE_FIRESTORE_EMULATOR_HOST': JSON.stringify(`${LOCAL_HOST}:${ports.firestore}`),
        };

  return {
    plugins: [
      localeContent(locale),
      pageModuleKeys(),
      chunkGraph(),
      fontSubset(),
      imagePipeline(),
      inlineFavicon(),
      freshImports(),
      react(),
      tailwindcss(),
    ],
    // The public folder's files are copied once, by the English build.
    publicDir: locale === 'en' ? 'public' : false,
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's package exports only its development build (the same code with its
        // development warnings switched on): the browser build takes the production one.
        ...(command === 'build' && !isSsrBuild ? reactRouterProductionBuild : []),
      ],
    },
    define: {
      // The prerendered footer shows the build's year; the browser corrects it after hydration.
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
      // The language this build renders (src/i18n/page-locale-code.ts).
      'import.meta.env.VITE_SITE_LOCALE': JSON.stringify(locale),
      ...emulatorHosts,
    },
    build: {
      outDir: isSsrBuild ? `dist-ssr/${locale}` : clientOutDir,
      // The prerender reads the manifest to preload exactly the chunks each route hydrates with.
      manifest: !isSsrBuild,
      target: 'es2022',
      modulePreload: {
        polyfill: false,
        // The live Book control's chunk (the timetable's and class cards') fetches its own imports
        // when it comes, after the first paint: nothing waits for it, and the list of them would
        // weigh on the first load of the page chunk that names it.
        resolveDependencies: (filename, deps) => (filename.includes('live-book-class') ? [] : deps),
      },
      emptyOutDir: true,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // The app (React, the router, the layout) is an entry of its own: main.tsx, the
            // page's entry, imports it by URL only after the first paint (src/app/hydration-modules.ts).
            input: { index: 'index.html', app: 'src/app/start-app.tsx' },
            // Constants the entry shares with the app (src/before-start/early-submit-contract.ts) are
            // copied into each side, so the entry never waits on a chunk of its own for them.
            optimization: { inlineConst: { mode: 'all', pass: 1 } },
            output: {
              // Chunks are placed, not left to the bundler: left to itself it splits every module
              // that two dynamic imports share into a chunk of its own, and each seam is one more
              // request. Three groups, highest priority first; each takes its modules' imports too.
              // What each page loads before and after its first paint: src/first-load.md, held by
              // `npm run budget`.
              advancedChunks: {
                groups: [
                  // Everything the app's start needs, in its one chunk (React, the router, the
                  // layout), with the paint helper that most pages' first loads share.
                  { name: 'app', test: /\/src\/(app\/start-app\.tsx|lib\/after-next-paint\.ts)$/, priority: 30 },
                  // The formats, the trainers and the bound on a wait (the forms' and the changes'
                  // read), which many pages' first loads and the parts after the paint share: one
                  // small chunk, not a request each.
                  {
                    name: 'shared',
                    test: /\/src\/(i18n\/format|lib\/(blank-text|settle-within)|content\/trainers)\.ts$/,
                    priority: 20,
                  },
                  // What every page loads after its first paint without the visitor doing anything:
                  // the link prefetcher, the footer's opening line and the one read of the changes
                  // (the REST transport, its App Check header, the read and the timetable model it
                  // parses with). A public REST read of its own belongs here too, to cost its
                  // request and no chunk. One download; the pages whose own code uses the
                  // timetable have it in their first load.
                  {
                    name: 'after-paint',
                    test: /\/src\/(app\/link-prefetch\.ts|live-timetable\/(live-opening-hours\.tsx|read-timetable-changes\.ts)|firebase\/(firestore-rest|public-timetable-changes|app-check-headers)\.ts)$/,
                    priority: 10,
                  },
                  // The schedule rows' and class cards' change lines, on the two pages that show
                  // them, only when there are changes: one optional part.
                  {
                    name: 'change-lines',
                    test: /\/src\/(pages\/(schedule\/row|classes\/card)-change-lines|live-timetable\/fitted-change-lines)\.tsx$/,
                    priority: 5,
                  },
                ],
              },
              // The app chunk names every other chunk (to fetch a page with what it imports), and a
              // hash does not compress: seven characters tell a changed file apart as well as eight (the least the bundler allows for this many chunks).
              chunkFileNames: 'assets/[name]-[hash:7].js',
            },
          },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      // The security-rules tests need a Firestore emulator: `npm run test:rules` runs them.
      exclude: ['tests/rules/**', 'node_modules/**'],
      restoreMocks: true,
    },
  };
});
