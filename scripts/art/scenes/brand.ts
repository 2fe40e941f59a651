// The gym's logo, its Open Graph share image and the five (invented) partner marks. All
// lettering is outlined Anton, so the files render the same with or without fonts installed.
import { palette } from '../palette';
import { poses } from '../poses';
import { createRandom } from '../random';
import type { Slot } from '../slot';
import { el, num, polyline, rect, svgDocument } from '../svg';
import { measureText, textPath } from '../text';
import { halftoneDisc, halftoneGradient, seaLines } from '../textures';
import { athlete } from './poster';

/**
 * The brand sun as real holes: horizontal bands of a disc, the gaps between them transparent,
 * so the mark works on any background (unlike `stripedSun`, which paints the gaps).
 */
export function slicedSun(cx: number, cy: number, r: number, cuts: readonly (readonly [number, number])[]): string {
  // Each cut is [top, bottom] as fractions of r below the centre (0 = centre, 1 = bottom).
  const halfWidth = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) ** 2));
  let d = '';
  let bandTop = cy - r;
  for (const [from, to] of [...cuts, [1, 1] as const]) {
    const bandBottom = cy + from * r;
    const top = bandTop;
    const a = halfWidth(top);
    const b = halfWidth(bandBottom);
    if (top <= cy - r) {
      d += `M${num(cx - b)} ${num(bandBottom)}A${num(r)} ${num(r)} 0 ${bandBottom > cy ? 1 : 0} 1 ${num(cx + b)} ${num(bandBottom)}Z`;
    } else if (bandBottom >= cy + r) {
      d += `M${num(cx - a)} ${num(top)}A${num(r)} ${num(r)} 0 ${top < cy ? 1 : 0} 0 ${num(cx + a)} ${num(top)}Z`;
    } else {
      d += `M${num(cx - a)} ${num(top)}A${num(r)} ${num(r)} 0 0 0 ${num(cx - b)} ${num(bandBottom)}H${num(cx + b)}A${num(r)} ${num(r)} 0 0 0 ${num(cx + a)} ${num(top)}Z`;
    }
    bandTop = cy + to * r;
  }
  return d;
}

const LOGO_CUTS = [
  [0.18, 0.3],
  [0.46, 0.6],
  [0.74, 0.9],
] as const;

function logoMark(cx: number, cy: number, r: number, color: string = palette.red): string {
  return el('path', { d: slicedSun(cx, cy, r, LOGO_CUTS), fill: color });
}

function wordmark(x: number, baseline: number, size: number): string {
  const rivage = 'RIVAGE';
  const gap = size * 0.22;
  const tracking = 0.03;
  return (
    textPath(rivage, { x, y: baseline, size, fill: palette.paper, tracking }) +
    textPath('GYM', {
      x: x + measureText(rivage, size, tracking) + gap,
      y: baseline,
      size,
      fill: palette.red,
      tracking,
    })
  );
}

function wordmarkWidth(size: number): number {
  return measureText('RIVAGE', size, 0.03) + size * 0.22 + measureText('GYM', size, 0.03);
}

const LOGO_WIDTH = Math.ceil(128 + wordmarkWidth(64) + 10);

const logo: Slot = {
  path: 'brand/logo',
  width: LOGO_WIDTH,
  height: 120,
  title: 'Rivage Gym',
  document: () => svgDocument(LOGO_WIDTH, 120, logoMark(60, 60, 50) + wordmark(128, 92, 64), 'Rivage Gym'),
};

const shareImage: Slot = {
  path: 'brand/share-image',
  width: 1200,
  height: 630,
  title: 'Rivage Gym, Mahdia: a community gym by the sea',
  render: () => {
    const w = 1200;
    const h = 630;
    const rng = createRandom('share');
    const horizon = h * 0.74;
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneDisc(w * 0.8, h * 0.46, 330, 22, palette.coal, 1),
      el('path', {
        d: slicedSun(
          w * 0.8,
          h * 0.46,
          200,
          LOGO_CUTS.map(([a, b]) => [a * 0.8, b * 0.8] as const),
        ),
        fill: palette.red,
      }),
      rect(0, horizon, w, h - horizon, palette.ink),
      seaLines({ x: w * 0.5, y: horizon + 12, width: w * 0.5, height: h - horizon - 24 }, rng, palette.graphite, 5),
      rect(w * 0.5, horizon, w * 0.5, 3, palette.slate),
      athlete(poses.running, { cx: w * 0.8, bottom: horizon + 4, height: 330 }, palette.ink),
      halftoneGradient({ x: 0, y: 0, width: w * 0.55, height: h }, 20, [0, h], [w * 0.4, h * 0.3], palette.night, 1),
      logoMark(122, 118, 42),
      textPath('MAHDIA  ·  TUNISIA', { x: 80, y: 240, size: 30, fill: palette.fog, tracking: 0.14 }),
      rect(80, 262, 70, 8, palette.red),
      wordmark(76, 420, 140),
      textPath('A COMMUNITY GYM BY THE SEA', { x: 80, y: 500, size: 44, fill: palette.paper, tracking: 0.04 }),
    ].join('');
  },
};

// ---- Partners: invented local businesses, drawn as simple monochrome marks ------------------

interface Partner {
  slug: string;
  name: string;
  tagline: string;
  title: string;
  mark: (cx: number, cy: number, r: number) => string;
}

const INK = palette.ink;
const SUB = palette.steel;

const partners: Partner[] = [
  {
    slug: 'limoun-juice-bar',
    name: 'LIMOUN',
    tagline: 'JUICE BAR',
    title: 'Limoun Juice Bar',
    mark: (cx, cy, r) => {
      let segments = '';
      for (let index = 0; index < 8; index += 1) {
        const a1 = (index / 8) * Math.PI * 2 + 0.1;
        const a2 = ((index + 1) / 8) * Math.PI * 2 - 0.1;
        const inner = r * 0.74;
        segments += `M${num(cx)} ${num(cy)}L${num(cx + Math.cos(a1) * inner)} ${num(cy + Math.sin(a1) * inner)}A${num(inner)} ${num(inner)} 0 0 1 ${num(cx + Math.cos(a2) * inner)} ${num(cy + Math.sin(a2) * inner)}Z`;
      }
      return (
        el('circle', { cx, cy, r, fill: 'none', stroke: INK, 'stroke-width': num(r * 0.12) }) +
        el('path', { d: segments, fill: INK })
      );
    },
  },
  {
    slug: 'forge-nutrition',
    name: 'FORGE',
    tagline: 'SPORTS NUTRITION',
    title: 'Forge Sports Nutrition',
    mark: (cx, cy, r) => {
      const hexagon = Array.from({ length: 6 }, (_, index) => {
        const angle = (Math.PI / 3) * index - Math.PI / 2;
        return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
      });
      const s = r / 10;
      const bolt = `M${num(cx + 1.5 * s)} ${num(cy - 7 * s)}L${num(cx - 4.5 * s)} ${num(cy + 1 * s)}H${num(cx)}L${num(cx - 1.5 * s)} ${num(cy + 7 * s)}L${num(cx + 4.5 * s)} ${num(cy - 1 * s)}H${num(cx)}Z`;
      return el('path', { d: polyline(hexagon, true), fill: INK }) + el('path', { d: bolt, fill: palette.white });
    },
  },
  {
    slug: 'azur-physio',
    name: 'AZUR',
    tagline: 'PHYSIOTHERAPY CLINIC',
    title: 'Azur Physiotherapy Clinic',
    mark: (cx, cy, r) => {
      const arm = r * 0.28;
      const cross = `M${num(cx - arm)} ${num(cy - r * 0.62)}h${num(2 * arm)}v${num(r * 0.34)}h${num(r * 0.34)}v${num(2 * arm)}h${num(-r * 0.34)}v${num(r * 0.34)}h${num(-2 * arm)}v${num(-r * 0.34)}h${num(-r * 0.34)}v${num(-2 * arm)}h${num(r * 0.34)}Z`;
      return (
        el('circle', { cx, cy, r, fill: INK }) +
        el('path', { d: cross, fill: palette.white, transform: `translate(0 ${num(-r * 0.08)})` }) +
        el('path', {
          d: `M${num(cx - r * 0.62)} ${num(cy + r * 0.55)}q${num(r * 0.31)} ${num(-r * 0.2)} ${num(r * 0.62)} 0t${num(r * 0.62)} 0`,
          fill: 'none',
          stroke: palette.white,
          'stroke-width': num(r * 0.1),
          'stroke-linecap': 'round',
        })
      );
    },
  },
  {
    slug: 'vague-surf-club',
    name: 'VAGUE',
    tagline: 'SURF CLUB',
    title: 'Vague Surf Club',
    mark: (cx, cy, r) => {
      const s = r / 10;
      const wave = `M${num(cx - 8 * s)} ${num(cy + 4 * s)}C${num(cx - 6 * s)} ${num(cy - 6 * s)} ${num(cx + 6 * s)} ${num(cy - 9 * s)} ${num(cx + 7 * s)} ${num(cy - 1 * s)}C${num(cx + 4 * s)} ${num(cy - 5 * s)} ${num(cx - 1 * s)} ${num(cy - 2 * s)} ${num(cx + 1 * s)} ${num(cy + 3 * s)}C${num(cx - 2 * s)} ${num(cy + 4 * s)} ${num(cx - 5 * s)} ${num(cy + 4 * s)} ${num(cx - 8 * s)} ${num(cy + 4 * s)}Z`;
      return (
        el('circle', { cx, cy, r, fill: 'none', stroke: INK, 'stroke-width': num(r * 0.12) }) +
        el('path', { d: wave, fill: INK }) +
        rect(cx - 8 * s, cy + 5.5 * s, 16 * s, 1.3 * s, INK)
      );
    },
  },
  {
    slug: 'kora-sportswear',
    name: 'KORA',
    tagline: 'SPORTSWEAR',
    title: 'Kora Sportswear',
    mark: (cx, cy, r) => {
      const bar = (offset: number) =>
        polyline(
          [
            [cx + offset - r * 0.2, cy + r * 0.8],
            [cx + offset + r * 0.3, cy - r * 0.8],
            [cx + offset + r * 0.62, cy - r * 0.8],
            [cx + offset + r * 0.12, cy + r * 0.8],
          ],
          true,
        );
      return el('path', { d: bar(-r * 0.9) + bar(-r * 0.35) + bar(r * 0.2), fill: INK });
    },
  },
];

function partnerSlot(partner: Partner): Slot {
  const height = 120;
  const nameSize = 54;
  const tagSize = 15;
  const markR = 38;
  const textX = 24 + markR * 2 + 20;
  const width = Math.ceil(
    textX + Math.max(measureText(partner.name, nameSize, 0.04), measureText(partner.tagline, tagSize, 0.22)) + 24,
  );
  return {
    path: `partners/${partner.slug}`,
    width,
    height,
    title: partner.title,
    document: () =>
      svgDocument(
        width,
        height,
        partner.mark(24 + markR, height / 2, markR) +
          textPath(partner.name, { x: textX, y: 70, size: nameSize, fill: INK, tracking: 0.04 }) +
          textPath(partner.tagline, { x: textX + 2, y: 94, size: tagSize, fill: SUB, tracking: 0.22 }),
        partner.title,
      ),
  };
}

export const brandSlots: Slot[] = [logo, shareImage, ...partners.map(partnerSlot)];
