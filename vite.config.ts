import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { emulatorPorts, LOCAL_HOST } from './scripts/lib/local-emulators.ts';
import { fontSubset } from './scripts/vite/font-subset.ts';
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
      fontSubset(),
      imagePipeline(),
      inlineFavicon(),
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
        // The open-now line's chunk (the footer's, on every page) fetches its own imports when it
        // comes: nothing waits for it, and the list of them would weigh on every page's app chunk.
        resolveDependencies: (filename, deps) => (filename.includes('live-opening-hours') ? [] : deps),
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
              // Everything the app's start needs stays in its one chunk. Left to itself, the
              // bundler splits React, the router and small shared modules into chunks of their
              // own as soon as a module is reached through two dynamic imports (a member's
              // Firestore code is), and every first load pays for the seams.
              advancedChunks: {
                groups: [
                  { name: 'app', test: /\/src\/app\/start-app\.tsx$/ },
                  // The public pages' read of the timetable changes is one download after the first
                  // paint: the visit's sharing (live-timetable/), the REST read, its query and its
                  // App Check header (firebase/) and the model that parses it, which the desk's
                  // code shares. Left to itself, the bundler gives the part the desk shares a
                  // chunk of its own.
                  {
                    name: 'read-timetable-changes',
                    test: /\/src\/(live-timetable\/read-timetable-changes|firebase\/(public-timetable-changes|firestore-rest|timetable-changes-query|app-check-headers)|timetable\/timetable-changes)\.ts$/,
                    includeDependenciesRecursively: false,
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
