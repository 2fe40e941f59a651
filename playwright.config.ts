/**
 * End-to-end tests: Debian's Chromium against the prerendered build served by the Firebase
 * Hosting emulator (production's rules, headers and 404 page), with the Auth emulator beside
 * it. Playwright starts both and stops them when the run ends; `npm test` builds first.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/lib/chromium.ts';
import { emulatorPorts, LOCAL_HOST } from './scripts/lib/local-emulators.ts';

const ports = emulatorPorts();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://${LOCAL_HOST}:${ports.hosting}`,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npx tsx scripts/serve-emulators.ts',
    url: `http://${LOCAL_HOST}:${ports.hosting}/`,
    reuseExistingServer: false,
    // The emulators are ready in ~10 s on an idle machine, ~45 s on a loaded one.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
