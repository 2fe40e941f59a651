/**
 * `npm run audit`: a performance benchmark, not a test. Builds the site, serves it on the
 * Hosting emulator, runs Lighthouse (mobile and desktop presets, Debian's Chromium) on every
 * public route several times, and prints the median scores, LCP, CLS, TBT and transferred
 * bytes by type, against the targets: on mobile, performance 100 and LCP ≤ 1.2 s on `/`,
 * performance ≥ 98 on every route, CLS 0, and `/` under 250 KB in total.
 *
 *   npm run audit                      every route in every language, 3 runs per preset
 *   npm run audit -- --runs 5 --no-build --routes /,/about
 */
import { execSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { paths, sitemapPaths } from '../src/app/paths';
import { localeCodes, localizedPath } from '../src/i18n/locales';
import { clickBenchmark } from './lib/click-benchmark';
import { startSite } from './lib/emulator-process';

const root = resolve(import.meta.dirname, '..');

interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalBytes: number;
  bytesByType: Record<string, number>;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const runs = Number(option('--runs') ?? 3);
// Every public page in English, French and Arabic (/about, /fr/about, /ar/about, …).
const routes =
  option('--routes')?.split(',') ??
  sitemapPaths.flatMap((path) => localeCodes.map((code) => localizedPath(code, path)));
const presets = ['mobile', 'desktop'] as const;
type Preset = (typeof presets)[number];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Lighthouse occasionally fails to record a trace (NO_NAVSTART); such a run is repeated. */
async function auditWithRetry(url: string, preset: Preset, port: number, attempts = 3): Promise<RunResult> {
  try {
    return await audit(url, preset, port);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.log(`  retrying ${url} (${error instanceof Error ? error.message : error})`);
    return auditWithRetry(url, preset, port, attempts - 1);
  }
}

async function audit(url: string, preset: Preset, port: number): Promise<RunResult> {
  const flags: Flags = { port, output: 'json', logLevel: 'error' };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items: { resourceType: string; transferSize: number }[] }
    | undefined;
  const bytesByType = Object.fromEntries(
    (summary?.items ?? []).map((item) => [item.resourceType, item.transferSize] as const),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    totalBytes: numeric('total-byte-weight'),
    bytesByType,
  };
}

function medianResult(results: RunResult[]): RunResult {
  const pick = (key: Exclude<keyof RunResult, 'bytesByType'>) => median(results.map((result) => result[key]));
  const types = new Set(results.flatMap((result) => Object.keys(result.bytesByType)));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    totalBytes: pick('totalBytes'),
    bytesByType: Object.fromEntries(
      [...types].map((type) => [type, median(results.map((result) => result.bytesByType[type] ?? 0))]),
    ),
  };
}

// After Lighthouse, the click-to-heading benchmark (scripts/lib/click-benchmark.ts) on the same
// site: `--no-click` leaves it out, `--click-only` runs it alone.
const isClickOnly = process.argv.includes('--click-only');
const isClickIncluded = !process.argv.includes('--no-click');

const kb = (bytes: number | undefined) => ((bytes ?? 0) / 1000).toFixed(1);

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build:local', { cwd: root, stdio: 'inherit' });
  const site = await startSite();
  if (isClickOnly) {
    try {
      console.log(`\n${await clickBenchmark(site.baseUrl)}\n`);
    } finally {
      await site.stop();
    }
    return;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const table: { route: string; preset: Preset; result: RunResult }[] = [];
  try {
    for (const preset of presets) {
      for (const route of routes) {
        const results: RunResult[] = [];
        for (let run = 0; run < runs; run += 1)
          results.push(await auditWithRetry(`${site.baseUrl}${route}`, preset, chrome.port));
        const result = medianResult(results);
        table.push({ route, preset, result });
        console.log(
          `${preset.padEnd(7)} ${route.padEnd(20)} performance ${result.performance} (runs: ${results.map((r) => r.performance).join(', ')})`,
        );
      }
    }
    if (isClickIncluded) console.log(`\n${await clickBenchmark(site.baseUrl)}\n`);
  } finally {
    chrome.kill();
    await site.stop();
  }

  const header =
    '| preset | route | perf | a11y | best pr. | SEO | LCP (s) | CLS | TBT (ms) | total KB | doc | script | style | font | image | other |';
  const rows = table.map(({ route, preset, result }) => {
    const bytes = result.bytesByType;
    return `| ${preset} | ${route} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${(result.lcpMs / 1000).toFixed(2)} | ${result.cls.toFixed(3)} | ${Math.round(result.tbtMs)} | ${kb(result.totalBytes)} | ${kb(bytes.document)} | ${kb(bytes.script)} | ${kb(bytes.stylesheet)} | ${kb(bytes.font)} | ${kb(bytes.image)} | ${kb(bytes.other)} |`;
  });
  const report = [
    `Lighthouse ${runs} run(s) per route and preset, medians; sizes are transferred KB (1,000 bytes).`,
    '',
    header,
    `|${' --- |'.repeat(16)}`,
    ...rows,
  ].join('\n');
  console.log(`\n${report}\n`);

  const mobile = table.filter((row) => row.preset === 'mobile');
  const home = mobile.find((row) => row.route === paths.home)?.result;
  const misses = [
    ...(home && home.performance < 100 ? [`/ mobile performance ${home.performance} (target 100)`] : []),
    ...(home && home.lcpMs > 1200 ? [`/ mobile LCP ${(home.lcpMs / 1000).toFixed(2)} s (target ≤ 1.2 s)`] : []),
    ...(home && home.totalBytes >= 250_000 ? [`/ transfers ${kb(home.totalBytes)} KB (target < 250 KB)`] : []),
    ...mobile
      .filter((row) => row.result.performance < 98)
      .map((row) => `${row.route} mobile performance ${row.result.performance} (target ≥ 98)`),
    ...table
      .filter((row) => row.result.cls > 0)
      .map((row) => `${row.route} ${row.preset} CLS ${row.result.cls.toFixed(3)} (target 0)`),
    ...table
      .filter((row) => row.result.seo < 100)
      .map((row) => `${row.route} ${row.preset} SEO ${row.result.seo} (target 100)`),
  ];
  console.log(misses.length ? `Targets missed:\n- ${misses.join('\n- ')}` : 'All targets met.');

  await mkdir(join(root, 'lighthouse-reports'), { recursive: true });
  await writeFile(join(root, 'lighthouse-reports', 'summary.md'), `${report}\n`);
  await writeFile(join(root, 'lighthouse-reports', 'summary.json'), JSON.stringify(table, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
