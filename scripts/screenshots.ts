/**
 * `npm run screenshots`: full-page screenshots of every route at six widths, written to
 * screenshots/<width>/ (git-ignored), so the whole site can be reviewed in a minute. Builds
 * first unless given --no-build. Also lists any page that scrolls sideways at a width.
 */
import { execSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { pagePaths, REVIEW_WIDTHS, UNKNOWN_PATH } from '../e2e/support/pages';
import { chromiumLaunchOptions } from './lib/chromium';
import { startSite } from './lib/emulator-process';

const VIEWPORT_HEIGHT = 800;

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'screenshots');

function fileNameFor(path: string): string {
  if (path === '/') return 'home';
  if (path === UNKNOWN_PATH) return '404';
  return path.replace(/^\//, '').replace(/\//g, '--');
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build:local', { cwd: root, stdio: 'inherit' });
  const site = await startSite();
  const browser = await chromium.launch(chromiumLaunchOptions);
  const overflowing: string[] = [];
  try {
    for (const width of REVIEW_WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: VIEWPORT_HEIGHT } });
      // The map needs the internet, which screenshots must not depend on.
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '' }),
      );
      await mkdir(join(outDir, String(width)), { recursive: true });
      for (const path of [...pagePaths, UNKNOWN_PATH]) {
        await page.goto(`${site.baseUrl}${path}`);
        await page.locator('html[data-hydrated="true"]').waitFor();
        // Scroll through once so lazy images load, then return to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((done) => setTimeout(done, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        const scrollsSideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        if (scrollsSideways) overflowing.push(`${path} at ${width} px`);
        const file = join(outDir, String(width), `${fileNameFor(path)}.png`);
        await page.screenshot({ path: file, fullPage: true });
      }
      await page.close();
      console.log(`${width} px: ${pagePaths.length + 1} pages → screenshots/${width}/`);
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  if (overflowing.length > 0) {
    console.log(`\nScrolls sideways (fix these):\n- ${overflowing.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nNo page scrolls sideways at any width.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
