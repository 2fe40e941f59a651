// Writes every image slot of the site as an SVG under src/assets/images/ (run with
// `npx tsx scripts/art/generate.ts`). Output is deterministic: running it twice changes nothing.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSlots } from './slots';
import { svgDocument } from './svg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const IMAGES_DIR = path.join(root, 'src/assets/images');

// Above this an SVG starts to cost more to download than the AVIF made from it.
const MAX_BYTES = 60_000;

export function renderSlot(slot: (typeof allSlots)[number]): string {
  if (slot.document) return slot.document();
  if (!slot.render) throw new Error(`${slot.path}: a slot needs render() or document()`);
  return svgDocument(slot.width, slot.height, slot.render(), slot.title);
}

async function main() {
  const only = process.argv.slice(2);
  const slots =
    only.length > 0 ? allSlots.filter((slot) => only.some((prefix) => slot.path.startsWith(prefix))) : allSlots;
  for (const slot of slots) {
    const svg = renderSlot(slot);
    const file = path.join(IMAGES_DIR, `${slot.path}.svg`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, svg);
    const size = Buffer.byteLength(svg);
    console.log(`${size > MAX_BYTES ? 'LARGE ' : ''}${slot.path}.svg  ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`${slots.length} images written to ${path.relative(root, IMAGES_DIR)}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
