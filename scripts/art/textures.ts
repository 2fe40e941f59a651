// Print-like textures: halftone dot fields, line screens and a retro striped sun. They are
// written out as plain shapes (no filters) so every SVG renderer shows them the same way.
import type { Random } from './random';
import { el, num, rect } from './svg';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Dots on a 60° grid whose radius follows `amount(x, y)` in [0, 1]: 1 gives touching dots,
 * 0 none. Radii are rounded to a few steps and each step is one path of zero-length round-capped
 * strokes (`m dx dy h0`), about seven bytes a dot instead of forty for a circle.
 */
export function halftone(box: Box, spacing: number, amount: (x: number, y: number) => number, fill: string): string {
  const steps = 6;
  const rowHeight = spacing * 0.866;
  const paths: string[] = Array.from({ length: steps + 1 }, () => '');
  const last: Array<[number, number] | undefined> = [];
  for (let row = 0; row * rowHeight <= box.height + spacing; row += 1) {
    const y = Math.round(box.y + row * rowHeight);
    const offset = row % 2 === 0 ? 0 : spacing / 2;
    for (let column = 0; offset + column * spacing <= box.width + spacing; column += 1) {
      const x = Math.round(box.x + offset + column * spacing);
      const step = Math.round(steps * Math.max(0, Math.min(1, amount(x, y))));
      if (step === 0) continue;
      const previous = last[step];
      paths[step] += previous ? `m${x - previous[0]} ${y - previous[1]}h0` : `M${x} ${y}h0`;
      last[step] = [x, y];
    }
  }
  return paths
    .map((d, step) =>
      d
        ? el('path', {
            d,
            stroke: fill,
            'stroke-width': num((spacing * 0.98 * step) / steps),
            'stroke-linecap': 'round',
          })
        : '',
    )
    .join('');
}

/** Halftone that fades from full at `from` to nothing at `to` (a straight gradient). */
export function halftoneGradient(
  box: Box,
  spacing: number,
  from: readonly [number, number],
  to: readonly [number, number],
  fill: string,
  strength = 1,
): string {
  const [fx, fy] = from;
  const [tx, ty] = to;
  const lengthSquared = (tx - fx) ** 2 + (ty - fy) ** 2;
  return halftone(
    box,
    spacing,
    (x, y) => strength * (1 - ((x - fx) * (tx - fx) + (y - fy) * (ty - fy)) / lengthSquared),
    fill,
  );
}

/** Halftone strongest at the centre of a circle, fading to its edge. */
export function halftoneDisc(cx: number, cy: number, r: number, spacing: number, fill: string, strength = 1): string {
  return halftone(
    { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r },
    spacing,
    (x, y) => {
      const distance = Math.hypot(x - cx, y - cy) / r;
      return distance > 1 ? 0 : strength * (1 - distance ** 1.6);
    },
    fill,
  );
}

/** Parallel lines at an angle, clipped to a box: a line-screen texture. */
export function lineScreen(id: string, box: Box, gap: number, width: number, angle: number, color: string): string {
  const pattern = el(
    'pattern',
    { id, width: num(gap), height: num(gap), patternUnits: 'userSpaceOnUse', patternTransform: `rotate(${angle})` },
    rect(0, 0, gap, width, color),
  );
  return el('defs', {}, pattern) + rect(box.x, box.y, box.width, box.height, `url(#${id})`);
}

/**
 * The brand's sun: a disc whose lower half is sliced by horizontal gaps that widen towards
 * the horizon, like light breaking up on the sea.
 */
export function stripedSun(cx: number, cy: number, r: number, fill: string, background: string, slices = 6): string {
  let cuts = '';
  for (let index = 0; index < slices; index += 1) {
    const t = index / slices;
    const y = cy + r * (0.12 + 0.88 * t);
    const thickness = r * (0.025 + 0.075 * t);
    cuts += rect(cx - r - 1, y, 2 * r + 2, thickness, background);
  }
  return el('circle', { cx, cy, r, fill }) + cuts;
}

/** Short horizontal dashes: the sea under a low sun. */
export function seaLines(box: Box, rng: Random, color: string, rows = 9): string {
  let d = '';
  for (let row = 0; row < rows; row += 1) {
    const t = row / (rows - 1);
    const y = box.y + box.height * t ** 1.4;
    const right = box.x + box.width;
    let x = box.x - rng.range(0, 80);
    while (x < right) {
      const length = rng.range(40, 160) * (0.5 + t);
      // Clamp to the box so the sea never spills past a window frame or a horizon edge.
      const start = Math.max(x, box.x);
      const end = Math.min(x + length, right);
      if (end - start > 4) d += `M${num(start)} ${num(y)}H${num(end)}`;
      x += length + rng.range(20, 90) * (1.2 - t * 0.6);
    }
  }
  return el('path', { d, stroke: color, 'stroke-width': num(2 + box.height * 0.006), 'stroke-linecap': 'round' });
}

/** Motion streaks trailing behind a moving figure (to the left of `x`). */
export function speedLines(x: number, top: number, bottom: number, rng: Random, color: string, count = 7): string {
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const y = top + ((bottom - top) * (index + rng.range(0.1, 0.9))) / count;
    const length = rng.range(0.15, 0.4) * (bottom - top);
    const start = x - rng.range(0, 0.15) * (bottom - top);
    d += `M${num(start - length)} ${num(y)}H${num(start)}`;
  }
  return el('path', {
    d,
    stroke: color,
    'stroke-width': num((bottom - top) * 0.018),
    'stroke-linecap': 'round',
  });
}

/** A soft vignette: darkens the edges towards `color` using a radial gradient. */
export function vignette(id: string, width: number, height: number, color: string, strength = 0.7): string {
  const gradient = el(
    'radialGradient',
    { id, cx: '50%', cy: '50%', r: '75%' },
    el('stop', { offset: '55%', 'stop-color': color, 'stop-opacity': 0 }) +
      el('stop', { offset: '100%', 'stop-color': color, 'stop-opacity': strength }),
  );
  return el('defs', {}, gradient) + rect(0, 0, width, height, `url(#${id})`);
}

/** A linear shade, e.g. to keep the left of the hero dark behind the headline. */
export function shade(
  id: string,
  box: Box,
  color: string,
  direction: 'left' | 'right' | 'top' | 'bottom',
  from = 0.9,
  to = 0,
): string {
  const vector = {
    left: { x1: 0, y1: 0, x2: 1, y2: 0 },
    right: { x1: 1, y1: 0, x2: 0, y2: 0 },
    top: { x1: 0, y1: 0, x2: 0, y2: 1 },
    bottom: { x1: 0, y1: 1, x2: 0, y2: 0 },
  }[direction];
  const stops =
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': from }) +
    el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': to });
  return (
    el('defs', {}, el('linearGradient', { id, ...vector }, stops)) +
    rect(box.x, box.y, box.width, box.height, `url(#${id})`)
  );
}
