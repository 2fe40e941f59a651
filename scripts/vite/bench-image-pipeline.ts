// Times the image pipeline over every art slot, cold (empty cache) then warm, through a real
// Vite build: `npx tsx scripts/vite/bench-image-pipeline.ts`. A measurement, not a test.
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { imagePipeline } from './image-pipeline';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const imagesDir = path.join(root, 'src/assets/images');

// Widths each slot is drawn at (see src/assets/images/README.md); partners and the logo stay
// plain SVG and are not part of the pipeline.
const WIDTHS: Record<string, string> = {
  hero: '640;960;1280;1920',
  'page-banner': '640;1280;1920',
  features: '400;800',
  'why-choose-us': '640;1280',
  classes: '400;800',
  pricing: '400;800',
  blog: '160;400;800',
  gallery: '160;400;800',
  trainers: '360;720',
  testimonials: '120;240',
  about: '400;800',
  brand: '1200',
};

async function listSvgs(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.svg')).sort();
}

async function buildOnce(workDir: string, cacheDir: string, outDir: string) {
  const plugin = imagePipeline({ cacheDir });
  const started = performance.now();
  await build({
    configFile: false,
    root: workDir,
    logLevel: 'silent',
    plugins: [plugin],
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: path.join(workDir, 'entry.js'), preserveEntrySignatures: 'strict' },
    },
  });
  return { seconds: (performance.now() - started) / 1000, stats: { ...plugin.api.stats } };
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const file of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, file));
    if (info.isFile()) total += info.size;
  }
  return total;
}

const workDir = await mkdtemp(path.join(tmpdir(), 'image-bench-'));
try {
  const svgs = (await listSvgs(imagesDir)).filter((file) => !file.startsWith('partners/') && file !== 'brand/logo.svg');
  const lines = svgs.map((file, index) => {
    const widths = WIDTHS[file.split('/')[0] ?? ''] ?? '640;1280';
    return `export { default as image${index} } from '${path.join(imagesDir, file)}?w=${widths}&picture';`;
  });
  await writeFile(path.join(workDir, 'entry.js'), `${lines.join('\n')}\n`);
  const cacheDir = path.join(workDir, 'cache');
  const cold = await buildOnce(workDir, cacheDir, 'dist');
  const warm = await buildOnce(workDir, cacheDir, 'dist');
  const imageBytes = await folderBytes(path.join(workDir, 'dist/assets/images'));
  console.log(`${svgs.length} slots, ${cold.stats.encoded} files encoded`);
  console.log(`cold: ${cold.seconds.toFixed(1)} s (encoded ${cold.stats.encoded}, cached ${cold.stats.fromCache})`);
  console.log(`warm: ${warm.seconds.toFixed(1)} s (encoded ${warm.stats.encoded}, cached ${warm.stats.fromCache})`);
  console.log(`emitted images: ${(imageBytes / 1024 / 1024).toFixed(2)} MB in total (all widths and formats)`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
