// Renders the generated SVGs to PNG with sharp and lays them out on one contact sheet, for a
// human to review the set (`npx tsx scripts/art/preview.ts`). Output goes to .art-preview/,
// which git ignores.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { IMAGES_DIR } from './generate';
import { allSlots } from './slots';

const OUT_DIR = path.resolve(IMAGES_DIR, '../../../.art-preview');
const CELL = 300;
const LABEL = 22;
const COLUMNS = 8;

async function main() {
  const only = process.argv.slice(2);
  const slots =
    only.length > 0 ? allSlots.filter((slot) => only.some((prefix) => slot.path.startsWith(prefix))) : allSlots;
  await mkdir(OUT_DIR, { recursive: true });
  const tiles: OverlayOptions[] = [];
  for (const [index, slot] of slots.entries()) {
    const svg = await readFile(path.join(IMAGES_DIR, `${slot.path}.svg`));
    const png = await sharp(svg, { density: 144 })
      .resize({ width: Math.min(1600, slot.width * 2), withoutEnlargement: true })
      .png()
      .toBuffer();
    await sharp(png).toFile(path.join(OUT_DIR, `${slot.path.replaceAll('/', '--')}.png`));
    const thumb = await sharp(png)
      .resize(CELL - 8, CELL - LABEL - 8, { fit: 'contain', background: '#777' })
      .toBuffer();
    const left = (index % COLUMNS) * CELL + 4;
    const top = Math.floor(index / COLUMNS) * CELL + 4;
    tiles.push({ input: thumb, left, top });
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL - 8}" height="${LABEL}"><text x="0" y="16" font-family="sans-serif" font-size="14" fill="#ccc">${slot.path}</text></svg>`;
    tiles.push({ input: Buffer.from(label), left, top: top + CELL - LABEL - 6 });
  }
  const rows = Math.ceil(slots.length / COLUMNS);
  const sheet = path.join(
    OUT_DIR,
    only.length > 0 ? `sheet-${only.join('_').replaceAll('/', '-')}.png` : 'contact-sheet.png',
  );
  await sharp({ create: { width: COLUMNS * CELL, height: rows * CELL, channels: 3, background: '#333' } })
    .composite(tiles)
    .png()
    .toFile(sheet);
  console.log(`${slots.length} previews and ${path.relative(process.cwd(), sheet)}`);
}

await main();
