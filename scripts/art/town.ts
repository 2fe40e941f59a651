// The seaside town in flat shapes: whitewashed cubes, the fort on the cape, the lighthouse,
// fishing boats and palms. Used by the gallery, the history panels and the share image.
import type { Random } from './random';
import { el, num, polyline } from './svg';

export interface TownInk {
  wall: string;
  shadow: string;
  opening: string;
  accent: string;
}

/** A row of flat-roofed houses standing on `ground`, with arched doors and small windows. */
export function houses(x: number, ground: number, width: number, unit: number, rng: Random, ink: TownInk): string {
  let walls = '';
  let shadows = '';
  let openings = '';
  let cursor = x;
  while (cursor < x + width) {
    const houseWidth = unit * rng.range(2.2, 4);
    const houseHeight = unit * rng.range(1.8, 3.6);
    const top = ground - houseHeight;
    walls += `M${num(cursor)} ${num(ground)}V${num(top)}h${num(houseWidth)}V${num(ground)}Z`;
    // A dome on some roofs, as on the old town's marabouts.
    if (rng.next() < 0.22) {
      const r = houseWidth * 0.28;
      walls += `M${num(cursor + houseWidth / 2 - r)} ${num(top)}a${num(r)} ${num(r)} 0 0 1 ${num(2 * r)} 0Z`;
    }
    shadows += `M${num(cursor + houseWidth * 0.82)} ${num(ground)}V${num(top)}h${num(houseWidth * 0.18)}V${num(ground)}Z`;
    const doorWidth = unit * 0.55;
    const doorX = cursor + rng.range(0.2, 0.5) * houseWidth;
    const doorTop = ground - unit * 1.05;
    openings += `M${num(doorX)} ${num(ground)}V${num(doorTop + doorWidth / 2)}a${num(doorWidth / 2)} ${num(doorWidth / 2)} 0 0 1 ${num(doorWidth)} 0V${num(ground)}Z`;
    if (houseHeight > unit * 2.4) {
      const windowSize = unit * 0.4;
      openings += `M${num(cursor + houseWidth * 0.58)} ${num(top + unit * 0.5)}h${num(windowSize)}v${num(windowSize * 1.3)}h${num(-windowSize)}Z`;
    }
    cursor += houseWidth + unit * rng.range(0, 0.25);
  }
  return (
    el('path', { d: walls, fill: ink.wall }) +
    el('path', { d: shadows, fill: ink.shadow }) +
    el('path', { d: openings, fill: ink.opening })
  );
}

/** The lighthouse on the cape: a tapering tower with a red lantern. */
export function lighthouse(cx: number, ground: number, height: number, ink: TownInk): string {
  const base = height * 0.16;
  const top = height * 0.1;
  const towerTop = ground - height * 0.82;
  const tower = polyline(
    [
      [cx - base, ground],
      [cx - top, towerTop],
      [cx + top, towerTop],
      [cx + base, ground],
    ],
    true,
  );
  const band = (t: number) => {
    const y = ground - height * 0.82 * t;
    const half = base + (top - base) * t;
    return `M${num(cx - half)} ${num(y)}h${num(2 * half)}v${num(height * 0.06)}h${num(-2 * half)}Z`;
  };
  return (
    el('path', { d: tower, fill: ink.wall }) +
    el('path', { d: band(0.3) + band(0.6), fill: ink.shadow }) +
    el('rect', {
      x: cx - top * 1.5,
      y: towerTop - height * 0.03,
      width: top * 3,
      height: height * 0.04,
      fill: ink.opening,
    }) +
    el('rect', {
      x: cx - top * 0.8,
      y: towerTop - height * 0.13,
      width: top * 1.6,
      height: height * 0.1,
      fill: ink.accent,
    }) +
    el('path', {
      d: `M${num(cx - top)} ${num(towerTop - height * 0.13)}L${num(cx)} ${num(ground - height)}L${num(cx + top)} ${num(towerTop - height * 0.13)}Z`,
      fill: ink.opening,
    })
  );
}

/** The Ottoman fort above the harbour: a long block with crenellations and a gate. */
export function fort(x: number, ground: number, width: number, height: number, ink: TownInk): string {
  const merlon = height * 0.16;
  let top = `M${num(x)} ${num(ground)}V${num(ground - height)}`;
  const count = Math.floor(width / (merlon * 2));
  const step = width / count;
  for (let index = 0; index < count; index += 1) {
    top += `h${num(step / 2)}v${num(-merlon)}h${num(step / 2)}v${num(merlon)}`;
  }
  top += `V${num(ground)}Z`;
  const gate = height * 0.5;
  return (
    el('path', { d: top, fill: ink.wall }) +
    el('path', {
      d: `M${num(x + width * 0.5 - gate * 0.35)} ${num(ground)}v${num(-gate * 0.7)}a${num(gate * 0.35)} ${num(gate * 0.35)} 0 0 1 ${num(gate * 0.7)} 0V${num(ground)}Z`,
      fill: ink.opening,
    }) +
    el('rect', { x: x + width * 0.78, y: ground - height, width: width * 0.22, height, fill: ink.shadow })
  );
}

/** A small fishing boat (a 'flouka') sitting on the waterline. */
export function boat(cx: number, waterline: number, length: number, ink: TownInk, flip = false): string {
  const s = length / 10;
  const hull = `M${num(cx - 5 * s)} ${num(waterline - 1.6 * s)}H${num(cx + 5 * s)}L${num(cx + 3.6 * s)} ${num(waterline)}H${num(cx - 4 * s)}Z`;
  const cabin = `M${num(cx - 1.5 * s)} ${num(waterline - 1.6 * s)}v${num(-1.5 * s)}h${num(2.6 * s)}v${num(1.5 * s)}Z`;
  const mast = `M${num(cx + 2.2 * s)} ${num(waterline - 1.6 * s)}V${num(waterline - 6 * s)}`;
  const body =
    el('path', { d: mast, stroke: ink.wall, 'stroke-width': num(0.3 * s), 'stroke-linecap': 'round' }) +
    el('path', { d: cabin, fill: ink.wall }) +
    el('path', { d: hull, fill: ink.accent }) +
    el('rect', { x: cx - 4.7 * s, y: waterline - 1.6 * s, width: 9.4 * s, height: 0.35 * s, fill: ink.wall });
  return flip ? el('g', { transform: `translate(${num(2 * cx)} 0) scale(-1 1)` }, body) : body;
}

/** A date palm: a leaning trunk and a fan of fronds. */
export function palm(x: number, ground: number, height: number, lean: number, ink: TownInk): string {
  const topX = x + lean * height;
  const topY = ground - height;
  const trunk = `M${num(x)} ${num(ground)}Q${num(x + lean * height * 0.2)} ${num(ground - height * 0.6)} ${num(topX)} ${num(topY)}`;
  let fronds = '';
  for (const angle of [-160, -125, -90, -55, -20, 15, 200]) {
    const radians = (angle * Math.PI) / 180;
    const length = height * 0.42;
    const endX = topX + Math.cos(radians) * length;
    const endY = topY + Math.sin(radians) * length * 0.7 + length * 0.35;
    const controlX = topX + Math.cos(radians) * length * 0.6;
    const controlY = topY + Math.sin(radians) * length * 0.6 - length * 0.1;
    fronds += `M${num(topX)} ${num(topY)}Q${num(controlX)} ${num(controlY)} ${num(endX)} ${num(endY)}`;
  }
  return (
    el('path', {
      d: trunk,
      fill: 'none',
      stroke: ink.shadow,
      'stroke-width': num(height * 0.05),
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: fronds,
      fill: 'none',
      stroke: ink.wall,
      'stroke-width': num(height * 0.045),
      'stroke-linecap': 'round',
    })
  );
}

/** Scalloped wave crests across a band of sea. */
export function waves(x: number, y: number, width: number, size: number, color: string, rows = 3): string {
  let d = '';
  for (let row = 0; row < rows; row += 1) {
    const rowY = y + row * size * 1.2;
    const offset = row % 2 === 0 ? 0 : size;
    d += `M${num(x - offset)} ${num(rowY)}`;
    for (let cursor = x - offset; cursor < x + width; cursor += size * 2) {
      d += `q${num(size / 2)} ${num(-size * 0.8)} ${num(size)} 0q${num(size / 2)} ${num(size * 0.8)} ${num(size)} 0`;
    }
  }
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': num(size * 0.22), 'stroke-linecap': 'round' });
}
