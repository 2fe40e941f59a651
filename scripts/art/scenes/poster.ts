// The house style every athlete image shares: a near-black ground, a red striped sun, grey
// halftone, a white figure cut out with a thin dark line, red and white equipment. Variants
// only move these pieces around, so twelve classes still look like one series.
import type { Ink } from '../equipment';
import { type FigureProps, type Placement, type Pose, placeFigure } from '../figure';
import { palette } from '../palette';
import { createRandom, type Random } from '../random';
import { el, rect } from '../svg';
import { halftoneDisc, halftoneGradient, shade, speedLines, stripedSun } from '../textures';

export const darkInk: Ink = { fill: palette.paper, accent: palette.red, gap: palette.ink };

export interface Sun {
  /** Fractions of the picture's width and height. */
  x: number;
  y: number;
  /** Fraction of the picture's smaller side. */
  r: number;
  striped?: boolean;
  color?: string;
}

export interface PosterOptions {
  id: string;
  width: number;
  height: number;
  pose: Pose;
  /** Figure box in fractions: centre x, feet y, height (of the picture's height). */
  figure: { x: number; bottom: number; height: number; maxWidth?: number; flip?: boolean };
  props?: FigureProps;
  sun?: Sun;
  /** Where the halftone field is densest. */
  halftone?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'behind' | 'none';
  /** Dark gradient so overlaid white text stays readable. */
  shadeFrom?: 'bottom' | 'left' | 'none';
  floor?: boolean;
  speed?: boolean;
  background?: string;
  /** Extra art drawn between the background layers and the figure. */
  scenery?: (rng: Random) => string;
  /** Extra art drawn above everything. */
  overlay?: (rng: Random) => string;
}

/** A white athlete with grey far limbs, cut out of `background`: the house figure style. */
export function athlete(
  pose: Pose,
  placement: Placement,
  background: string,
  props?: FigureProps,
  fill: string = palette.paper,
): string {
  const farFill = fill === palette.paper ? palette.fog : palette.steel;
  return placeFigure(pose, placement, { fill, farFill, gap: background, gapWidth: 0.18 }, props).svg;
}

const corners = {
  'top-left': [0, 0],
  'top-right': [1, 0],
  'bottom-left': [0, 1],
  'bottom-right': [1, 1],
} as const;

export function poster(options: PosterOptions): string {
  const { width: w, height: h } = options;
  const rng = createRandom(options.id);
  const background = options.background ?? palette.ink;
  const side = Math.min(w, h);
  const layers: string[] = [rect(0, 0, w, h, background)];

  const tone = options.halftone ?? 'top-right';
  if (tone !== 'none' && tone !== 'behind') {
    const [cx, cy] = corners[tone];
    const from = [cx * w, cy * h] as const;
    const to = [w * (0.25 + 0.5 * (1 - cx)), h * (0.25 + 0.5 * (1 - cy))] as const;
    layers.push(halftoneGradient({ x: 0, y: 0, width: w, height: h }, side * 0.026, from, to, palette.graphite, 1.05));
  }

  const sun = options.sun;
  if (sun) {
    const cx = sun.x * w;
    const cy = sun.y * h;
    const r = sun.r * side;
    if (tone === 'behind') layers.push(halftoneDisc(cx, cy, r * 1.55, side * 0.03, palette.slate, 0.9));
    layers.push(
      sun.striped === false
        ? el('circle', { cx, cy, r, fill: sun.color ?? palette.red })
        : stripedSun(cx, cy, r, sun.color ?? palette.red, background),
    );
  }

  layers.push(options.scenery?.(rng) ?? '');

  // Shade the background only (before the figure), so overlaid text is readable and the
  // athlete stays crisp white.
  const fade = options.shadeFrom ?? 'bottom';
  if (fade === 'bottom') {
    layers.push(
      shade(`${options.id}-shade`, { x: 0, y: h * 0.5, width: w, height: h * 0.5 }, background, 'bottom', 0.95, 0),
    );
  }
  if (fade === 'left') {
    layers.push(shade(`${options.id}-shade`, { x: 0, y: 0, width: w * 0.6, height: h }, background, 'left', 0.95, 0));
  }

  const floorY = options.figure.bottom * h;
  if (options.floor !== false) {
    layers.push(rect(0, floorY + side * 0.004, w, side * 0.006, palette.slate));
  }

  const placement: Placement = {
    cx: options.figure.x * w,
    bottom: floorY,
    height: options.figure.height * h,
    maxWidth: options.figure.maxWidth ? options.figure.maxWidth * w : undefined,
    flip: options.figure.flip,
  };
  if (options.speed) {
    const top = floorY - placement.height;
    const leftEdge = placement.cx - placement.height * 0.3;
    layers.push(
      speedLines(leftEdge, top + placement.height * 0.1, floorY - placement.height * 0.05, rng, palette.steel),
    );
  }
  layers.push(athlete(options.pose, placement, background, options.props));

  layers.push(options.overlay?.(rng) ?? '');
  return layers.join('');
}
