// Hero, inner-page banner, feature cards, the 'why choose us' video still and the plan cards.
import { barbellFront, barbellSide, dumbbell, type Ink, kettlebell, plateStack, plyoBox } from '../equipment';
import { palette } from '../palette';
import { poses } from '../poses';
import { createRandom } from '../random';
import type { Slot } from '../slot';
import { el, num, polyline, rect } from '../svg';
import { halftoneDisc, halftoneGradient, seaLines, shade, stripedSun, vignette } from '../textures';
import { athlete, darkInk, poster } from './poster';

const ink = darkInk;

// The headline sits on the left 55%: only a faint halftone there, the athlete and sun on the right.
const hero: Slot = {
  path: 'hero/hero',
  width: 1920,
  height: 1080,
  title: 'Athlete pressing a barbell overhead in front of a red sun setting over the sea',
  render: () => {
    const w = 1920;
    const h = 1080;
    const rng = createRandom('hero');
    const horizon = h * 0.7;
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneDisc(w * 0.7, h * 0.42, h * 0.62, 30, palette.coal, 1),
      stripedSun(w * 0.7, h * 0.42, h * 0.34, palette.red, palette.ink, 7),
      rect(0, horizon, w, h - horizon, palette.ink),
      seaLines({ x: w * 0.42, y: horizon + 14, width: w * 0.58, height: h - horizon - 40 }, rng, palette.graphite, 8),
      rect(w * 0.42, horizon, w * 0.58, 4, palette.slate),
      el('ellipse', { cx: w * 0.7, cy: h * 0.9, rx: 240, ry: 22, fill: palette.graphite }),
      athlete(poses.powerLift, { cx: w * 0.7, bottom: h * 0.9, height: h * 0.7 }, palette.ink, {
        after: (j, u) => barbellFront(j.near.hand, j.far.hand, u, ink),
      }),
      shade('hero-left', { x: 0, y: 0, width: w * 0.62, height: h }, palette.ink, 'left', 1, 0),
      halftoneGradient(
        { x: 0, y: h * 0.55, width: w * 0.45, height: h * 0.45 },
        26,
        [0, h],
        [w * 0.3, h * 0.5],
        palette.night,
        1,
      ),
    ].join('');
  },
};

// Sits behind every inner page title: dark and low contrast, a Muybridge-like run sequence.
const banner: Slot = {
  path: 'page-banner/banner',
  width: 1920,
  height: 560,
  title: 'A runner repeated across the frame like a motion study, in dark greys',
  render: () => {
    const w = 1920;
    const h = 560;
    const floor = h * 0.84;
    const frames = [
      poses.walking,
      poses.running,
      poses.sprint,
      poses.running,
      poses.walking,
      poses.running,
      poses.sprint,
      poses.running,
    ];
    const figures = frames
      .map((pose, index) =>
        athlete(
          pose,
          { cx: 140 + index * 240, bottom: floor, height: h * 0.56 },
          palette.ink,
          undefined,
          index === 5 ? palette.slate : palette.coal,
        ),
      )
      .join('');
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneGradient({ x: 0, y: 0, width: w, height: h }, 22, [w, 0], [w * 0.4, h], palette.night, 1.2),
      el('circle', { cx: w * 0.86, cy: h * 0.3, r: h * 0.2, fill: palette.redDeep, opacity: 0.55 }),
      figures,
      rect(0, floor + 4, w, 3, palette.graphite),
      rect(0, 0, w, h, palette.ink, { opacity: 0.35 }),
    ].join('');
  },
};

const progression: Slot = {
  path: 'features/progression',
  width: 800,
  height: 600,
  title: 'A runner climbing rising bars towards a red sun',
  render: () => {
    const w = 800;
    const h = 600;
    const floor = h * 0.86;
    const bars = [0.12, 0.2, 0.3, 0.42]
      .map((height, index) =>
        rect(120 + index * 140, floor - h * height, 110, h * height, index === 3 ? palette.red : palette.graphite, {
          rx: 6,
        }),
      )
      .join('');
    const arrow = polyline([
      [140, floor - h * 0.22],
      [300, floor - h * 0.31],
      [440, floor - h * 0.41],
      [545, floor - h * 0.5],
    ]);
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneGradient({ x: 0, y: 0, width: w, height: h }, 22, [w, 0], [w * 0.3, h * 0.8], palette.coal, 1.1),
      el('circle', { cx: 650, cy: 150, r: 96, fill: palette.red }),
      bars,
      el('path', {
        d: arrow,
        fill: 'none',
        stroke: palette.paper,
        'stroke-width': 6,
        'stroke-dasharray': '2 16',
        'stroke-linecap': 'round',
      }),
      athlete(poses.running, { cx: 590, bottom: floor - h * 0.42, height: h * 0.36 }, palette.ink),
      rect(0, floor, w, 4, palette.slate),
    ].join('');
  },
};

const workout: Slot = {
  path: 'features/workout',
  width: 800,
  height: 600,
  title: 'Athlete lifting a barbell from the floor',
  render: () =>
    poster({
      id: 'feature-workout',
      width: 800,
      height: 600,
      pose: poses.deadlift,
      figure: { x: 0.5, bottom: 0.86, height: 0.56 },
      sun: { x: 0.64, y: 0.36, r: 0.34 },
      halftone: 'top-left',
      shadeFrom: 'none',
      props: { after: (j, u) => barbellSide([j.near.hand[0], j.near.hand[1] + 0.2 * u], u, ink) },
    }),
};

function fish(x: number, y: number, length: number, fill: string, eye: string): string {
  const s = length / 10;
  const body = `M${num(x)} ${num(y)}q${num(4 * s)} ${num(-3.2 * s)} ${num(8 * s)} 0q${num(-4 * s)} ${num(3.2 * s)} ${num(-8 * s)} 0Z`;
  const tail = polyline(
    [
      [x + 7.4 * s, y],
      [x + 10 * s, y - 1.8 * s],
      [x + 10 * s, y + 1.8 * s],
    ],
    true,
  );
  return (
    el('path', { d: body + tail, fill }) + el('circle', { cx: x + 1.8 * s, cy: y - 0.3 * s, r: 0.45 * s, fill: eye })
  );
}

function lemonHalf(cx: number, cy: number, r: number): string {
  let segments = '';
  for (let index = 0; index < 8; index += 1) {
    const a1 = (index / 8) * Math.PI * 2 + 0.08;
    const a2 = ((index + 1) / 8) * Math.PI * 2 - 0.08;
    const inner = r * 0.72;
    segments += `M${num(cx)} ${num(cy)}L${num(cx + Math.cos(a1) * inner)} ${num(cy + Math.sin(a1) * inner)}A${num(inner)} ${num(inner)} 0 0 1 ${num(cx + Math.cos(a2) * inner)} ${num(cy + Math.sin(a2) * inner)}Z`;
  }
  return (
    el('circle', { cx, cy, r, fill: palette.paper }) +
    el('circle', { cx, cy, r: r * 0.84, fill: palette.mist }) +
    el('path', { d: segments, fill: palette.red })
  );
}

function olives(x: number, y: number, size: number): string {
  const stem = `M${num(x)} ${num(y)}q${num(size * 1.2)} ${num(-size * 0.6)} ${num(size * 2.4)} ${num(-size * 0.2)}`;
  const leaves = [0.5, 1.1, 1.7]
    .map((t, index) => {
      const lx = x + size * t;
      const ly = y - size * 0.35 * t + (index % 2 === 0 ? -size * 0.05 : size * 0.05);
      return el('ellipse', {
        cx: lx,
        cy: ly + (index % 2 === 0 ? -size * 0.25 : size * 0.25),
        rx: size * 0.35,
        ry: size * 0.12,
        fill: palette.ash,
        transform: `rotate(${index % 2 === 0 ? -25 : 25} ${num(lx)} ${num(ly)})`,
      });
    })
    .join('');
  return (
    el('path', { d: stem, stroke: palette.ash, 'stroke-width': num(size * 0.08), fill: 'none' }) +
    leaves +
    el('circle', { cx: x + size * 0.9, cy: y + size * 0.15, r: size * 0.16, fill: palette.ink }) +
    el('circle', { cx: x + size * 1.4, cy: y + size * 0.05, r: size * 0.16, fill: palette.ink })
  );
}

const nutritions: Slot = {
  path: 'features/nutritions',
  width: 800,
  height: 600,
  title: 'A plate of grilled fish, lemon and olives next to a water bottle',
  render: () => {
    const w = 800;
    const h = 600;
    const bottle = `M560 150h40v30q30 14 30 44v240q0 16 -16 16h-68q-16 0 -16 -16v-240q0 -30 30 -44Z`;
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneDisc(350, 330, 300, 22, palette.coal, 1),
      el('circle', { cx: 350, cy: 330, r: 210, fill: palette.graphite }),
      el('circle', { cx: 350, cy: 330, r: 180, fill: palette.paper }),
      el('circle', { cx: 350, cy: 330, r: 150, fill: 'none', stroke: palette.mist, 'stroke-width': 4 }),
      fish(230, 300, 210, palette.ink, palette.paper),
      lemonHalf(400, 400, 52),
      olives(250, 400, 90),
      el('path', { d: bottle, fill: palette.red }),
      rect(548, 260, 84, 80, palette.paper),
      rect(560, 140, 40, 16, palette.paper, { rx: 4 }),
      rect(140, 40, 6, 120, palette.red),
      rect(156, 40, 6, 80, palette.slate),
    ].join('');
  },
};

// A film still: letterbox bars and a vignette make it read as video without a play button.
const thumbnail: Slot = {
  path: 'why-choose-us/thumbnail',
  width: 1280,
  height: 720,
  title: 'Athlete jumping onto a plyo box in front of a window onto the sea',
  render: () => {
    const w = 1280;
    const h = 720;
    const rng = createRandom('thumbnail');
    const floor = h * 0.8;
    const windowBox = { x: 380, y: 90, width: 820, height: 400 };
    const sill = windowBox.y + windowBox.height;
    const boxTop = floor - 200;
    return [
      rect(0, 0, w, h, palette.coal),
      rect(windowBox.x, windowBox.y, windowBox.width, windowBox.height, palette.night),
      stripedSun(windowBox.x + 560, windowBox.y + 250, 150, palette.red, palette.night, 6),
      rect(windowBox.x, windowBox.y + 300, windowBox.width, 100, palette.night),
      seaLines({ x: windowBox.x, y: windowBox.y + 312, width: windowBox.width, height: 80 }, rng, palette.slate, 5),
      // Window frame: mullions in the wall colour.
      [1, 2, 3]
        .map((index) =>
          rect(windowBox.x + (windowBox.width / 4) * index - 6, windowBox.y, 12, windowBox.height, palette.coal),
        )
        .join(''),
      rect(windowBox.x - 10, sill, windowBox.width + 20, 14, palette.graphite),
      rect(0, floor, w, h - floor, palette.ink),
      halftoneGradient({ x: 0, y: floor, width: w, height: h - floor }, 18, [0, h], [w * 0.6, floor], palette.coal, 1),
      plyoBox(790, boxTop, floor, 50, ink),
      athlete(poses.boxJump, { cx: 700, bottom: boxTop - 20, height: 300 }, palette.coal),
      kettlebell([190, floor - 150], 48, ink, 1.1),
      dumbbell([330, floor - 22], 40, ink, 0, palette.steel),
      vignette('thumbnail-vignette', w, h, palette.ink, 0.85),
      rect(0, 0, w, 46, palette.ink) + rect(0, h - 46, w, 46, palette.ink),
    ].join('');
  },
};

function planCard(
  slug: 'basic' | 'standard' | 'premium',
  level: 1 | 2 | 3,
  title: string,
  objects: (ink: Ink) => string,
): Slot {
  return {
    path: `pricing/${slug}`,
    width: 800,
    height: 500,
    title,
    render: () => {
      const w = 800;
      const h = 500;
      const stripes = Array.from({ length: level }, (_, index) => rect(60 + index * 26, 60, 12, 90, palette.red)).join(
        '',
      );
      return [
        rect(0, 0, w, h, palette.ink),
        halftoneGradient({ x: 0, y: 0, width: w, height: h }, 20, [w, 0], [w * 0.35, h], palette.coal, 1.2),
        el('circle', { cx: 520, cy: 250, r: 170 + level * 14, fill: palette.coal }),
        stripes,
        objects(ink),
        rect(0, 420, w, 4, palette.slate),
        shade(`plan-${slug}`, { x: 0, y: 300, width: w, height: 200 }, palette.ink, 'bottom', 0.5, 0),
      ].join('');
    },
  };
}

const pricing: Slot[] = [
  planCard('basic', 1, 'A single kettlebell on the gym floor', (i) => kettlebell([520, 230], 62, i, 1.15)),
  planCard(
    'standard',
    2,
    'A kettlebell and a pair of dumbbells',
    (i) =>
      kettlebell([430, 250], 48, i) + dumbbell([620, 382], 48, i, 0) + dumbbell([600, 322], 48, i, -8, palette.steel),
  ),
  planCard(
    'premium',
    3,
    'A loaded barbell above a stack of plates',
    (i) => barbellFront([420, 230], [620, 230], 44, i) + plateStack(520, 418, 44, i, 4),
  ),
];

export const homeSlots: Slot[] = [hero, banner, progression, workout, nutritions, thumbnail, ...pricing];
