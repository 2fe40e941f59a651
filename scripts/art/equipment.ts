// Gym equipment in the same geometric language as the figures: thick strokes, round ends,
// flat fills. Sizes are in body units (`u` = pixels per unit) so props scale with their athlete.
import type { Joints } from './figure';
import { el, num, type Point, polyline } from './svg';

export interface Ink {
  fill: string;
  accent: string;
  /** Background colour, for cut lines between overlapping shapes. */
  gap: string;
}

const line = (d: string, color: string, width: number, cap: 'round' | 'butt' = 'round') =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': num(width),
    'stroke-linecap': cap,
    'stroke-linejoin': 'round',
  });

const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

function rotatedRect(
  centre: Point,
  width: number,
  height: number,
  angle: number,
  fill: string,
  radius: number,
  outline?: string,
  outlineWidth?: number,
) {
  return el('rect', {
    stroke: outline,
    'stroke-width': outlineWidth === undefined ? undefined : num(outlineWidth),
    x: centre[0] - width / 2,
    y: centre[1] - height / 2,
    width,
    height,
    rx: radius,
    fill,
    transform: angle ? `rotate(${num(angle)} ${num(centre[0])} ${num(centre[1])})` : undefined,
  });
}

/** A loaded barbell seen from the front, through both hands (overhead press, front squat). */
export function barbellFront(a: Point, b: Point, u: number, ink: Ink): string {
  const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  const dx = Math.cos((angle * Math.PI) / 180);
  const dy = Math.sin((angle * Math.PI) / 180);
  const reach = 2.2 * u;
  const start: Point = [a[0] - dx * reach, a[1] - dy * reach];
  const end: Point = [b[0] + dx * reach, b[1] + dy * reach];
  let plates = '';
  for (const [sign, hand] of [
    [-1, a],
    [1, b],
  ] as const) {
    const plate = (offset: number, height: number, fill: string) =>
      rotatedRect(
        [hand[0] + sign * dx * offset * u, hand[1] + sign * dy * offset * u],
        0.62 * u,
        height * u,
        angle,
        fill,
        0.2 * u,
        ink.gap,
        0.12 * u,
      );
    plates += plate(1.15, 4.1, ink.accent) + plate(1.85, 3.3, ink.accent) + plate(2.45, 2.2, ink.fill);
  }
  return line(polyline([start, end]), ink.fill, 0.32 * u) + plates;
}

/** A barbell seen end-on: one big plate at the hands (deadlift, side-view squat). */
export function barbellSide(centre: Point, u: number, ink: Ink): string {
  return (
    el('circle', { cx: centre[0], cy: centre[1], r: 2.05 * u, fill: ink.accent }) +
    el('circle', {
      cx: centre[0],
      cy: centre[1],
      r: 1.3 * u,
      fill: 'none',
      stroke: ink.gap,
      'stroke-width': num(0.14 * u),
    }) +
    el('circle', { cx: centre[0], cy: centre[1], r: 0.34 * u, fill: ink.fill })
  );
}

/** A hex dumbbell centred on a hand, its handle along `angle` degrees (0 = horizontal). */
export function dumbbell(centre: Point, u: number, ink: Ink, angle = 0, color = ink.accent): string {
  const radians = (angle * Math.PI) / 180;
  const half = 0.95 * u;
  const ends: Point[] = [-1, 1].map((sign) => [
    centre[0] + sign * Math.cos(radians) * half,
    centre[1] + sign * Math.sin(radians) * half,
  ]);
  const [left, right] = ends as [Point, Point];
  return (
    line(polyline([left, right]), ink.fill, 0.3 * u) +
    rotatedRect(left, 0.62 * u, 1.5 * u, angle, color, 0.16 * u) +
    rotatedRect(right, 0.62 * u, 1.5 * u, angle, color, 0.16 * u)
  );
}

/** A dumbbell seen end-on in a hanging hand: a hex plate with a dark ring. */
export function dumbbellEnd(hand: Point, u: number, ink: Ink, color = ink.accent): string {
  const r = 0.78 * u;
  const corners: Point[] = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index + Math.PI / 6;
    return [hand[0] + Math.cos(angle) * r, hand[1] + 0.35 * u + Math.sin(angle) * r];
  });
  return el('path', {
    d: polyline(corners, true),
    fill: color,
    stroke: ink.gap,
    'stroke-width': num(0.12 * u),
    'stroke-linejoin': 'round',
  });
}

/** A kettlebell hanging from `handle` (the hands' position). */
export function kettlebell(handle: Point, u: number, ink: Ink, scale = 1): string {
  const s = u * scale;
  const [x, y] = handle;
  const bellY = y + 1.35 * s;
  return (
    line(
      `M${num(x - 0.62 * s)} ${num(bellY - 0.2 * s)}V${num(y)}a${num(0.62 * s)} ${num(0.62 * s)} 0 0 1 ${num(1.24 * s)} 0V${num(bellY - 0.2 * s)}`,
      ink.fill,
      0.28 * s,
    ) +
    el('circle', { cx: x, cy: bellY + 0.45 * s, r: 1.05 * s, fill: ink.accent }) +
    el('rect', { x: x - 0.75 * s, y: bellY + 1.25 * s, width: 1.5 * s, height: 0.3 * s, rx: 0.1 * s, fill: ink.accent })
  );
}

/** Boxing or MMA gloves on both hands. */
export function gloves(joints: Joints, u: number, ink: Ink, size = 0.7): string {
  return [joints.far.hand, joints.near.hand]
    .map(([x, y]) =>
      el('circle', { cx: x, cy: y, r: size * u, fill: ink.accent, stroke: ink.gap, 'stroke-width': num(0.12 * u) }),
    )
    .join('');
}

/** A road bike under a cycling figure: wheels, diamond frame and crank follow the joints. */
export function bicycle(joints: Joints, u: number, ink: Ink): string {
  const crank = mid(joints.near.foot, joints.far.foot);
  const wheelRadius = 1.95 * u;
  const hubY = crank[1] + 0.35 * u;
  const rear: Point = [crank[0] - 2.9 * u, hubY];
  const front: Point = [joints.near.hand[0] + 1.3 * u, hubY];
  const seat: Point = [joints.hip[0] - 0.1 * u, joints.hip[1] + 0.55 * u];
  const headTop: Point = [joints.near.hand[0] - 0.1 * u, joints.near.hand[1] + 0.55 * u];
  const headBottom: Point = [headTop[0] + 0.35 * u, headTop[1] + 1.1 * u];
  const frame =
    polyline([rear, crank, seat, rear]) +
    polyline([seat, headTop, headBottom, crank]) +
    polyline([headBottom, front]) +
    polyline([headTop, joints.near.hand]);
  const wheel = ([x, y]: Point) =>
    el('circle', { cx: x, cy: y, r: wheelRadius, fill: 'none', stroke: ink.fill, 'stroke-width': num(0.34 * u) }) +
    el('circle', { cx: x, cy: y, r: 0.22 * u, fill: ink.fill });
  return (
    wheel(rear) +
    wheel(front) +
    line(frame, ink.accent, 0.3 * u) +
    line(
      polyline([
        [seat[0] - 0.55 * u, seat[1]],
        [seat[0] + 0.45 * u, seat[1]],
      ]),
      ink.fill,
      0.3 * u,
    ) +
    el('circle', { cx: crank[0], cy: crank[1], r: 0.45 * u, fill: ink.fill })
  );
}

/** A heavy bag hanging from the top of the picture, its near side at `x`. */
export function punchingBag(x: number, top: number, bottom: number, u: number, ink: Ink): string {
  const width = 2.5 * u;
  const bagTop = bottom - 5.6 * u;
  return (
    line(`M${num(x + width / 2)} ${num(top)}V${num(bagTop)}`, ink.fill, 0.16 * u, 'butt') +
    el('rect', { x, y: bagTop, width, height: bottom - bagTop, rx: 0.5 * u, fill: ink.accent }) +
    el('rect', { x, y: bagTop + 0.9 * u, width, height: 0.3 * u, fill: ink.gap, opacity: 0.5 }) +
    el('rect', { x, y: bottom - 1.2 * u, width, height: 0.3 * u, fill: ink.gap, opacity: 0.5 })
  );
}

/** A plyo box with its top at `top`, centred on `cx`. */
export function plyoBox(cx: number, top: number, floor: number, u: number, ink: Ink): string {
  const width = 4.2 * u;
  return (
    el('rect', { x: cx - width / 2, y: top, width, height: floor - top, rx: 0.2 * u, fill: ink.accent }) +
    el('rect', {
      x: cx - width / 2 + 0.5 * u,
      y: top + 0.5 * u,
      width: width - u,
      height: floor - top - u,
      rx: 0.15 * u,
      fill: 'none',
      stroke: ink.gap,
      'stroke-width': num(0.12 * u),
    })
  );
}

/** A yoga mat seen from the side: a thin strip with a rolled end. */
export function mat(cx: number, floor: number, length: number, u: number, ink: Ink): string {
  return (
    el('rect', {
      x: cx - length / 2,
      y: floor - 0.12 * u,
      width: length,
      height: 0.24 * u,
      rx: 0.12 * u,
      fill: ink.accent,
    }) + el('circle', { cx: cx + length / 2, cy: floor - 0.45 * u, r: 0.45 * u, fill: ink.accent })
  );
}

/** Two battle ropes waving from the hands to an anchor off to the right. */
export function battleRopes(joints: Joints, anchorX: number, floor: number, u: number, ink: Ink): string {
  const rope = (hand: Point, phase: number, color: string) => {
    const waves = 4;
    const length = anchorX - hand[0];
    let d = `M${num(hand[0])} ${num(hand[1])}`;
    for (let index = 1; index <= waves * 8; index += 1) {
      const t = index / (waves * 8);
      const x = hand[0] + length * t;
      const baseY = hand[1] + (floor - 0.3 * u - hand[1]) * Math.min(1, t * 1.6);
      const amplitude = 1.1 * u * (1 - t * 0.7);
      d += `L${num(x)} ${num(baseY + Math.sin(t * waves * 2 * Math.PI + phase) * amplitude)}`;
    }
    return line(d, color, 0.34 * u);
  };
  return rope(joints.far.hand, Math.PI, ink.accent) + rope(joints.near.hand, 0, ink.fill);
}

/** Dots for a group of small weights on a rack or floor (still lifes). */
export function plateStack(cx: number, floor: number, u: number, ink: Ink, count = 4): string {
  let shapes = '';
  for (let index = 0; index < count; index += 1) {
    const width = (4.2 - index * 0.7) * u;
    shapes += el('rect', {
      x: cx - width / 2,
      y: floor - (index + 1) * 0.62 * u,
      width,
      height: 0.5 * u,
      rx: 0.18 * u,
      fill: index % 2 === 0 ? ink.accent : ink.fill,
    });
  }
  return shapes;
}
