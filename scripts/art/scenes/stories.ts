// Blog covers, the twelve gallery scenes and the About page art (illustration and history).
import { barbellFront, barbellSide, bicycle, dumbbell, gloves, kettlebell, mat, plyoBox } from '../equipment';
import { palette } from '../palette';
import { poses } from '../poses';
import { createRandom, type Random } from '../random';
import type { Slot } from '../slot';
import { el, num, polyline, rect } from '../svg';
import { halftoneDisc, halftoneGradient, seaLines, shade, stripedSun } from '../textures';
import { boat, fort, houses, lighthouse, palm, type TownInk, waves } from '../town';
import { ambassadorFace, face } from './people';
import { athlete, darkInk, poster } from './poster';

const ink = darkInk;
const nightTown: TownInk = { wall: palette.paper, shadow: palette.fog, opening: palette.ink, accent: palette.red };
const greyTown: TownInk = {
  wall: palette.slate,
  shadow: palette.graphite,
  opening: palette.ink,
  accent: palette.redDeep,
};

const BLOG = { width: 1200, height: 800 };
const GALLERY = { width: 1200, height: 900 };

function slot(path: string, size: { width: number; height: number }, title: string, render: () => string): Slot {
  return { path, ...size, title, render };
}

/** Ground of most scenes: ink with a corner halftone, optional sun, floor line. */
function ground(w: number, h: number, floor: number, id: string, sun?: { x: number; y: number; r: number }) {
  return [
    rect(0, 0, w, h, palette.ink),
    halftoneGradient(
      { x: 0, y: 0, width: w, height: h },
      Math.min(w, h) * 0.026,
      [w, 0],
      [w * 0.35, h * 0.9],
      palette.graphite,
      1.05,
    ),
    sun ? stripedSun(sun.x * w, sun.y * h, sun.r * Math.min(w, h), palette.red, palette.ink) : '',
    shade(`${id}-floor`, { x: 0, y: h * 0.55, width: w, height: h * 0.45 }, palette.ink, 'bottom', 0.9, 0),
    rect(0, floor + 3, w, 4, palette.slate),
  ].join('');
}

/** The sea and a low sun seen from the corniche: used by outdoor scenes. */
function seafront(w: number, h: number, horizon: number, rng: Random, sunX = 0.7) {
  return [
    rect(0, 0, w, h, palette.ink),
    halftoneDisc(w * sunX, horizon - h * 0.1, h * 0.45, 22, palette.coal, 1),
    stripedSun(w * sunX, horizon - h * 0.1, h * 0.22, palette.red, palette.ink, 5),
    rect(0, horizon, w, h - horizon, palette.ink),
    seaLines({ x: 0, y: horizon + 10, width: w, height: (h - horizon) * 0.8 }, rng, palette.graphite, 7),
    rect(0, horizon, w, 3, palette.slate),
  ].join('');
}

// ---- Blog ------------------------------------------------------------------------------

const blogSlots: Slot[] = [
  slot('blog/yoga-for-everyone', BLOG, 'Three people of different sizes holding yoga poses on mats at sunrise', () => {
    const { width: w, height: h } = BLOG;
    const floor = h * 0.8;
    return [
      ground(w, h, floor, 'yoga-everyone', { x: 0.5, y: 0.42, r: 0.34 }),
      athlete(poses.tree, { cx: w * 0.24, bottom: floor, height: h * 0.42 }, palette.ink, {
        before: (j, u) => mat(j.hip[0], floor, 7 * u, u, ink),
      }),
      athlete(poses.warrior, { cx: w * 0.5, bottom: floor, height: h * 0.4, maxWidth: w * 0.34 }, palette.ink, {
        before: (j, u) => mat(j.hip[0], floor, 9 * u, u, ink),
      }),
      athlete(poses.meditation, { cx: w * 0.78, bottom: floor, height: h * 0.28 }, palette.ink, {
        before: (j, u) => mat(j.hip[0], floor, 8 * u, u, ink),
      }),
    ].join('');
  }),
  slot(
    'blog/crossfit-after-vacation',
    BLOG,
    'Athlete jumping onto a box, a beach umbrella and suitcase left behind',
    () => {
      const { width: w, height: h } = BLOG;
      const floor = h * 0.82;
      const umbrella = `M250 ${floor}V${floor - 330}`;
      const canopy = `M90 ${floor - 300}Q250 ${floor - 440} 410 ${floor - 300}Z`;
      const boxTop = floor - 190;
      return [
        ground(w, h, floor, 'crossfit-vacation', { x: 0.72, y: 0.36, r: 0.3 }),
        el('path', { d: umbrella, stroke: palette.steel, 'stroke-width': 10 }),
        el('path', { d: canopy, fill: palette.slate }),
        el('path', { d: `M170 ${floor - 325}Q250 ${floor - 440} 250 ${floor - 300}`, fill: palette.steel }),
        rect(140, floor - 110, 150, 110, palette.graphite, { rx: 12 }),
        rect(190, floor - 132, 50, 26, 'none', { rx: 8, stroke: palette.graphite, 'stroke-width': 10 }),
        rect(140, floor - 70, 150, 10, palette.slate),
        plyoBox(w * 0.7, boxTop, floor, 44, ink),
        athlete(poses.boxJump, { cx: w * 0.6, bottom: boxTop - 70, height: h * 0.45 }, palette.ink),
      ].join('');
    },
  ),
  slot(
    'blog/meet-ambassador-hedi-mansour',
    BLOG,
    'Portrait of fitness ambassador Hedi Mansour beside a medal and the sea',
    () => {
      const { width: w, height: h } = BLOG;
      const rng = createRandom('ambassador');
      const medal =
        el('path', {
          d: polyline(
            [
              [250, 120],
              [300, 120],
              [340, 300],
              [290, 300],
            ],
            true,
          ),
          fill: palette.red,
        }) +
        el('path', {
          d: polyline(
            [
              [390, 120],
              [340, 120],
              [300, 300],
              [350, 300],
            ],
            true,
          ),
          fill: palette.redDeep,
        }) +
        el('circle', { cx: 320, cy: 380, r: 95, fill: palette.paper }) +
        el('circle', { cx: 320, cy: 380, r: 70, fill: 'none', stroke: palette.ink, 'stroke-width': 8 });
      return [
        seafront(w, h, h * 0.72, rng, 0.66),
        halftoneGradient({ x: 0, y: 0, width: w, height: h }, 24, [0, 0], [w * 0.4, h * 0.6], palette.graphite, 1),
        medal,
        athlete(poses.running, { cx: 320, bottom: 420, height: 100 }, palette.paper, undefined, palette.ink),
        face(ambassadorFace, w * 0.36, h - 780, 800),
      ].join('');
    },
  ),
  slot('blog/boxing-footwork-basics', BLOG, 'Boxer in stance above a ladder of footprints', () => {
    const { width: w, height: h } = BLOG;
    const floor = h * 0.74;
    let prints = '';
    for (let index = 0; index < 6; index += 1) {
      const x = 130 + index * 170;
      const y = floor + 60 + (index % 2) * 60;
      prints += el('ellipse', { cx: x, cy: y, rx: 40, ry: 16, fill: index % 2 === 0 ? palette.red : palette.steel });
      prints += el('ellipse', {
        cx: x + 52,
        cy: y,
        rx: 10,
        ry: 12,
        fill: index % 2 === 0 ? palette.red : palette.steel,
      });
    }
    return [
      ground(w, h, floor, 'footwork', { x: 0.62, y: 0.3, r: 0.26 }),
      el('path', {
        d: `M0 ${floor + 35}H${w}M0 ${floor + 155}H${w}`,
        stroke: palette.graphite,
        'stroke-width': 4,
        'stroke-dasharray': '30 18',
      }),
      prints,
      athlete(poses.boxing, { cx: w * 0.5, bottom: floor, height: h * 0.56 }, palette.ink, {
        after: (j, u) => gloves(j, u, ink),
      }),
    ].join('');
  }),
  slot('blog/protein-myths', BLOG, 'A protein shaker, eggs and a fish on a counter', () => {
    const { width: w, height: h } = BLOG;
    const counter = h * 0.78;
    const shaker = `M480 ${counter}V300q0 -30 30 -30h160q30 0 30 30V${counter}Z`;
    const eggs = [780, 880, 980]
      .map((x, index) =>
        el('ellipse', { cx: x, cy: counter - 58, rx: 44, ry: 58, fill: index === 1 ? palette.mist : palette.paper }),
      )
      .join('');
    return [
      ground(w, h, counter, 'protein', { x: 0.3, y: 0.38, r: 0.3 }),
      el('path', { d: shaker, fill: palette.paper }),
      rect(470, 210, 240, 70, palette.red, { rx: 14 }),
      rect(560, 170, 60, 50, palette.red, { rx: 10 }),
      [0, 1, 2, 3].map((index) => rect(500, 400 + index * 60, 50, 6, palette.ash)).join(''),
      rect(580, 380, 100, 150, palette.ink, { rx: 8 }),
      el('path', { d: 'M630 410l-26 52h20l-8 44 34 -62h-22l8 -34z', fill: palette.red }),
      eggs,
      el('path', {
        d: `M120 ${counter - 40}q90 -70 180 0q-90 70 -180 0ZM290 ${counter - 40}l60 -40v80z`,
        fill: palette.steel,
      }),
      el('circle', { cx: 160, cy: counter - 48, r: 9, fill: palette.ink }),
    ].join('');
  }),
  slot('blog/ten-minute-meditation', BLOG, 'Person meditating inside a ring marking ten minutes', () => {
    const { width: w, height: h } = BLOG;
    const cx = w / 2;
    const cy = h * 0.48;
    const r = h * 0.36;
    const end = (-90 + 60) * (Math.PI / 180);
    const arc = `M${num(cx)} ${num(cy - r)}A${num(r)} ${num(r)} 0 0 1 ${num(cx + Math.cos(end) * r)} ${num(cy + Math.sin(end) * r)}`;
    let ticks = '';
    for (let minute = 0; minute < 60; minute += 5) {
      const angle = (minute / 60) * Math.PI * 2 - Math.PI / 2;
      const inner = r - (minute % 15 === 0 ? 46 : 28);
      ticks += `M${num(cx + Math.cos(angle) * inner)} ${num(cy + Math.sin(angle) * inner)}L${num(cx + Math.cos(angle) * (r - 12))} ${num(cy + Math.sin(angle) * (r - 12))}`;
    }
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneDisc(cx, cy, r * 1.5, 22, palette.coal, 1),
      el('circle', { cx, cy, r, fill: 'none', stroke: palette.graphite, 'stroke-width': 22 }),
      el('path', { d: arc, fill: 'none', stroke: palette.red, 'stroke-width': 22, 'stroke-linecap': 'round' }),
      el('path', { d: ticks, stroke: palette.steel, 'stroke-width': 6, 'stroke-linecap': 'round' }),
      athlete(poses.meditation, { cx, bottom: cy + r * 0.55, height: r * 1.1 }, palette.ink),
    ].join('');
  }),
  slot('blog/training-in-summer-heat', BLOG, 'Runner under a huge summer sun with a water bottle', () => {
    const { width: w, height: h } = BLOG;
    const floor = h * 0.8;
    let heat = '';
    for (let index = 0; index < 4; index += 1) {
      const y = 120 + index * 46;
      heat += `M60 ${y}q40 -22 80 0t80 0t80 0`;
    }
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneDisc(w * 0.62, h * 0.45, h * 0.65, 24, palette.coal, 1),
      el('circle', { cx: w * 0.62, cy: h * 0.45, r: h * 0.44, fill: palette.red }),
      el('circle', {
        cx: w * 0.62,
        cy: h * 0.45,
        r: h * 0.36,
        fill: 'none',
        stroke: palette.ink,
        'stroke-width': 6,
        opacity: 0.35,
      }),
      el('path', { d: heat, fill: 'none', stroke: palette.steel, 'stroke-width': 8, 'stroke-linecap': 'round' }),
      rect(0, floor, w, h - floor, palette.ink),
      rect(0, floor + 3, w, 4, palette.slate),
      athlete(poses.running, { cx: w * 0.6, bottom: floor, height: h * 0.55 }, palette.red),
      el('path', {
        d: `M170 ${floor}V${floor - 150}q0 -20 20 -28v-22h40v22q20 8 20 28V${floor}Z`,
        fill: palette.paper,
      }),
      rect(170, floor - 110, 80, 44, palette.red),
    ].join('');
  }),
];

// ---- Gallery -----------------------------------------------------------------------------

function galleryPoster(
  n: number,
  title: string,
  options: Omit<Parameters<typeof poster>[0], 'id' | 'width' | 'height'>,
): Slot {
  const id = `gallery-${String(n).padStart(2, '0')}`;
  return slot(`gallery/${id}`, GALLERY, title, () => poster({ id, ...GALLERY, ...options }));
}

function gallery(n: number, title: string, render: (w: number, h: number, rng: Random) => string): Slot {
  const id = `gallery-${String(n).padStart(2, '0')}`;
  return slot(`gallery/${id}`, GALLERY, title, () => render(GALLERY.width, GALLERY.height, createRandom(id)));
}

const gallerySlots: Slot[] = [
  gallery(1, 'A rack of hex dumbbells under the gym lights', (w, h) => {
    const shelf = (y: number, sizes: number[], color: (index: number) => string) =>
      rect(120, y + 46, w - 240, 14, palette.slate) +
      sizes
        .map((size, index) =>
          dumbbell([200 + index * 160, y + 10], size, { ...ink, fill: palette.fog }, 0, color(index)),
        )
        .join('');
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneGradient({ x: 0, y: 0, width: w, height: h }, 24, [w / 2, 0], [w / 2, h], palette.graphite, 0.9),
      el('path', { d: `M${w * 0.25} 0l-80 120h160zM${w * 0.75} 0l-80 120h160z`, fill: palette.graphite }),
      el('circle', { cx: w * 0.25, cy: 40, r: 18, fill: palette.paper }) +
        el('circle', { cx: w * 0.75, cy: 40, r: 18, fill: palette.paper }),
      shelf(300, [36, 38, 40, 42, 44, 46], (index) => (index === 4 ? palette.red : palette.slate)),
      shelf(520, [48, 50, 52, 54, 56, 58], (index) => (index === 1 ? palette.red : palette.steel)),
      rect(120, 640, 14, 200, palette.slate) + rect(w - 134, 640, 14, 200, palette.slate),
      rect(0, h * 0.93, w, 4, palette.slate),
    ].join('');
  }),
  galleryPoster(2, 'Lifter pulling a deadlift', {
    pose: poses.deadlift,
    figure: { x: 0.5, bottom: 0.84, height: 0.56 },
    sun: { x: 0.34, y: 0.36, r: 0.3 },
    halftone: 'top-right',
    shadeFrom: 'none',
    props: { after: (j, u) => barbellSide([j.near.hand[0], j.near.hand[1] + 0.2 * u], u, ink) },
  }),
  gallery(3, 'The old town by night: white houses, the fort and the lighthouse', (w, h, rng) => {
    const ground = h * 0.74;
    return [
      rect(0, 0, w, h, palette.ink),
      halftoneGradient({ x: 0, y: 0, width: w, height: h * 0.7 }, 22, [w / 2, 0], [w / 2, h * 0.7], palette.coal, 1),
      el('circle', { cx: w * 0.8, cy: h * 0.2, r: 60, fill: palette.paper }) +
        el('circle', { cx: w * 0.8 + 24, cy: h * 0.2 - 14, r: 52, fill: palette.ink }),
      fort(w * 0.05, ground - 40, 380, 140, greyTown),
      lighthouse(w * 0.86, ground, 360, nightTown),
      houses(w * 0.02, ground, w * 0.75, 62, rng, nightTown),
      rect(0, ground, w, h - ground, palette.ink),
      waves(0, ground + 60, w, 26, palette.graphite, 4),
      boat(w * 0.3, ground + 44, 200, nightTown),
    ].join('');
  }),
  galleryPoster(4, 'Athlete in a deep squat with a barbell', {
    pose: poses.squat,
    figure: { x: 0.48, bottom: 0.84, height: 0.5 },
    sun: { x: 0.62, y: 0.36, r: 0.32 },
    halftone: 'bottom-left',
    shadeFrom: 'none',
    props: { after: (j, u) => barbellSide([j.near.hand[0], j.near.hand[1]], u, ink) },
  }),
  gallery(5, 'A row of kettlebells on the gym floor', (w, h) => {
    const floor = h * 0.78;
    const bells = [0.7, 0.85, 1, 1.15, 1.3]
      .map((scale, index) =>
        kettlebell(
          [180 + index * 210, floor - 2.25 * 48 * scale],
          48,
          { ...ink, accent: index === 3 ? palette.red : palette.slate },
          scale,
        ),
      )
      .join('');
    return [ground(w, h, floor, 'kettlebells', { x: 0.5, y: 0.3, r: 0.24 }), bells].join('');
  }),
  gallery(6, 'Two runners on the corniche at sunset, palms along the promenade', (w, h, rng) => {
    const horizon = h * 0.62;
    const promenade = h * 0.86;
    return [
      seafront(w, h, horizon, rng, 0.3),
      palm(w * 0.08, promenade, 360, 0.12, greyTown),
      palm(w * 0.9, promenade, 420, -0.1, greyTown),
      rect(0, promenade, w, h - promenade, palette.coal),
      rect(0, promenade, w, 6, palette.slate),
      athlete(poses.running, { cx: w * 0.46, bottom: promenade, height: h * 0.42 }, palette.ink),
      athlete(poses.sprint, { cx: w * 0.68, bottom: promenade, height: h * 0.4 }, palette.ink, undefined, palette.red),
    ].join('');
  }),
  gallery(7, 'A group class doing jumping jacks together', (w, h) => {
    const floor = h * 0.82;
    return [
      ground(w, h, floor, 'group', { x: 0.5, y: 0.38, r: 0.3 }),
      athlete(poses.jumpingJack, { cx: w * 0.2, bottom: floor, height: h * 0.42 }, palette.ink, undefined, palette.fog),
      athlete(poses.jumpingJack, { cx: w * 0.5, bottom: floor - 20, height: h * 0.52 }, palette.ink),
      athlete(poses.jumpingJack, { cx: w * 0.8, bottom: floor, height: h * 0.42 }, palette.ink, undefined, palette.fog),
    ].join('');
  }),
  gallery(8, 'Two boxers sparring in the ring', (w, h) => {
    const floor = h * 0.82;
    const ropes = [0.46, 0.56, 0.66].map((y) => rect(0, h * y, w, 8, palette.slate)).join('');
    return [
      ground(w, h, floor, 'sparring'),
      el('circle', { cx: w / 2, cy: h * 0.34, r: h * 0.26, fill: palette.red }),
      ropes,
      athlete(poses.boxing, { cx: w * 0.36, bottom: floor, height: h * 0.56 }, palette.ink, {
        after: (j, u) => gloves(j, u, ink),
      }),
      athlete(
        poses.boxing,
        { cx: w * 0.66, bottom: floor, height: h * 0.56, flip: true },
        palette.ink,
        { after: (j, u) => gloves(j, u, { ...ink, accent: palette.steel }) },
        palette.fog,
      ),
      rect(40, h * 0.4, 20, floor - h * 0.4, palette.graphite) +
        rect(w - 60, h * 0.4, 20, floor - h * 0.4, palette.graphite),
    ].join('');
  }),
  gallery(9, 'A spin class: three riders on bikes in a row', (w, h) => {
    const floor = h * 0.8;
    return [
      ground(w, h, floor, 'spin', { x: 0.78, y: 0.3, r: 0.22 }),
      athlete(
        poses.cycling,
        { cx: w * 0.2, bottom: floor, height: h * 0.34, maxWidth: w * 0.26 },
        palette.ink,
        { before: (j, u) => bicycle(j, u, { ...ink, accent: palette.steel }) },
        palette.fog,
      ),
      athlete(poses.cycling, { cx: w * 0.5, bottom: floor, height: h * 0.4, maxWidth: w * 0.3 }, palette.ink, {
        before: (j, u) => bicycle(j, u, ink),
      }),
      athlete(
        poses.cycling,
        { cx: w * 0.8, bottom: floor, height: h * 0.34, maxWidth: w * 0.26 },
        palette.ink,
        { before: (j, u) => bicycle(j, u, { ...ink, accent: palette.steel }) },
        palette.fog,
      ),
    ].join('');
  }),
  gallery(10, 'Yoga on the beach at sunrise, a fishing boat offshore', (w, h, rng) => {
    const horizon = h * 0.6;
    const sand = h * 0.86;
    return [
      seafront(w, h, horizon, rng, 0.5),
      boat(w * 0.82, horizon + 50, 150, greyTown, true),
      rect(0, sand, w, h - sand, palette.coal),
      athlete(poses.warrior, { cx: w * 0.42, bottom: sand, height: h * 0.4, maxWidth: w * 0.4 }, palette.ink, {
        before: (j, u) => mat(j.hip[0], sand, 10 * u, u, ink),
      }),
    ].join('');
  }),
  galleryPoster(11, 'Athlete holding a plank on the gym floor', {
    pose: poses.plank,
    figure: { x: 0.5, bottom: 0.8, height: 0.3, maxWidth: 0.7 },
    sun: { x: 0.5, y: 0.42, r: 0.32 },
    halftone: 'top-left',
    shadeFrom: 'none',
    props: { before: (j, u) => mat(j.hip[0], j.near.foot[1] + 0.5 * u, 12 * u, u, ink) },
  }),
  gallery(12, 'The harbour: boats, the lighthouse and a runner on the pier', (w, h, rng) => {
    const horizon = h * 0.56;
    const pier = h * 0.84;
    return [
      seafront(w, h, horizon, rng, 0.22),
      lighthouse(w * 0.88, pier, 440, nightTown),
      boat(w * 0.3, horizon + 90, 220, nightTown),
      boat(w * 0.58, horizon + 60, 150, greyTown, true),
      rect(0, pier, w, h - pier, palette.graphite),
      rect(0, pier, w, 6, palette.steel),
      athlete(
        poses.running,
        { cx: w * 0.6, bottom: pier, height: h * 0.3 },
        palette.graphite,
        undefined,
        palette.paper,
      ),
    ].join('');
  }),
];

// ---- About -------------------------------------------------------------------------------

const HISTORY = { width: 800, height: 600 };

/** The old fisherman's warehouse: gable roof, big doors, nets hung on the wall. */
function warehouse(x: number, groundY: number, width: number, height: number, wall: string, doorFill: string): string {
  const roof = height * 0.3;
  const body = `M${x} ${groundY}V${groundY - height}L${x + width / 2} ${groundY - height - roof}L${x + width} ${groundY - height}V${groundY}Z`;
  const door = rect(x + width * 0.3, groundY - height * 0.75, width * 0.4, height * 0.75, doorFill);
  return el('path', { d: body, fill: wall }) + door;
}

function nets(x: number, y: number, size: number, color: string): string {
  let d = '';
  for (let index = 0; index <= 6; index += 1) {
    const t = (index / 6) * size;
    d += `M${num(x + t)} ${num(y)}L${num(x + t * 0.6 + size * 0.2)} ${num(y + size)}M${num(x)} ${num(y + t)}Q${num(x + size / 2)} ${num(y + t + size * 0.12)} ${num(x + size)} ${num(y + t)}`;
  }
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': num(size * 0.02) });
}

const aboutSlots: Slot[] = [
  slot(
    'about/illustration',
    { width: 1000, height: 1000 },
    'Four members training together in front of the sun over the sea',
    () => {
      const w = 1000;
      const h = 1000;
      const rng = createRandom('about');
      const floor = h * 0.8;
      return [
        seafront(w, h, h * 0.62, rng, 0.5),
        rect(0, floor, w, h - floor, palette.ink),
        rect(0, floor, w, 5, palette.slate),
        athlete(poses.powerLift, { cx: w * 0.5, bottom: floor, height: h * 0.46 }, palette.ink, {
          after: (j, u) => barbellFront(j.near.hand, j.far.hand, u, ink),
        }),
        athlete(
          poses.kettlebellSwing,
          { cx: w * 0.2, bottom: floor, height: h * 0.32 },
          palette.ink,
          { after: (j, u) => kettlebell(j.near.hand, u, ink) },
          palette.fog,
        ),
        athlete(
          poses.running,
          { cx: w * 0.82, bottom: floor, height: h * 0.34, flip: true },
          palette.ink,
          undefined,
          palette.fog,
        ),
        halftoneGradient({ x: 0, y: floor, width: w, height: h - floor }, 20, [0, h], [w, floor], palette.coal, 1),
      ].join('');
    },
  ),
  slot('about/history-1', HISTORY, "Where it began: an old fisherman's warehouse on the harbour", () => {
    const { width: w, height: h } = HISTORY;
    const rng = createRandom('history-1');
    const quay = h * 0.72;
    return [
      seafront(w, h, h * 0.6, rng, 0.78),
      warehouse(90, quay, 380, 220, palette.slate, palette.graphite),
      nets(120, quay - 200, 110, palette.ash),
      rect(0, quay, w, h - quay, palette.coal),
      boat(600, quay + 8, 180, greyTown),
      rect(0, quay, w, 5, palette.steel),
    ].join('');
  }),
  slot('about/history-2', HISTORY, 'The doors open: a first barbell inside the warehouse', () => {
    const { width: w, height: h } = HISTORY;
    const floor = h * 0.82;
    return [
      rect(0, 0, w, h, palette.coal),
      halftoneGradient({ x: 0, y: 0, width: w, height: h }, 20, [0, 0], [w * 0.6, h], palette.graphite, 1),
      warehouse(110, floor, 580, 380, palette.slate, palette.ink),
      rect(110 + 580 * 0.3 - 30, floor - 285, 30, 285, palette.steel),
      rect(110 + 580 * 0.7, floor - 285, 30, 285, palette.steel),
      athlete(poses.deadlift, { cx: 400, bottom: floor, height: 220 }, palette.ink, {
        after: (j, u) => barbellSide([j.near.hand[0], j.near.hand[1] + 0.2 * u], u, ink),
      }),
      rect(0, floor, w, h - floor, palette.ink),
    ].join('');
  }),
  slot('about/history-3', HISTORY, 'The running club grows along the corniche', () => {
    const { width: w, height: h } = HISTORY;
    const rng = createRandom('history-3');
    const path = h * 0.84;
    return [
      seafront(w, h, h * 0.62, rng, 0.25),
      rect(0, path, w, h - path, palette.coal),
      athlete(poses.running, { cx: 200, bottom: path, height: 180 }, palette.ink, undefined, palette.fog),
      athlete(poses.running, { cx: 340, bottom: path, height: 200 }, palette.ink),
      athlete(poses.sprint, { cx: 490, bottom: path, height: 190 }, palette.ink, undefined, palette.red),
      athlete(poses.running, { cx: 640, bottom: path, height: 170 }, palette.ink, undefined, palette.fog),
    ].join('');
  }),
  slot('about/history-4', HISTORY, "Today: the gym's glass front with members training inside", () => {
    const { width: w, height: h } = HISTORY;
    const street = h * 0.86;
    const glass = { x: 60, y: 170, width: 680, height: street - 170 };
    const figures = [poses.powerLift, poses.cycling, poses.boxing, poses.jumpingJack]
      .map((pose, index) =>
        athlete(
          pose,
          { cx: 150 + index * 170, bottom: street - 10, height: 170, maxWidth: 150 },
          palette.night,
          undefined,
          index === 2 ? palette.red : palette.fog,
        ),
      )
      .join('');
    return [
      rect(0, 0, w, h, palette.ink),
      rect(30, 60, w - 60, street - 60, palette.slate),
      stripedSun(w / 2, 110, 34, palette.red, palette.slate, 4),
      rect(glass.x, glass.y, glass.width, glass.height, palette.night),
      halftoneGradient(glass, 18, [glass.x + glass.width, glass.y], [glass.x, street], palette.coal, 1),
      figures,
      [1, 2, 3]
        .map((index) => rect(glass.x + (glass.width / 4) * index - 4, glass.y, 8, glass.height, palette.slate))
        .join(''),
      rect(0, street, w, h - street, palette.coal),
      rect(0, street, w, 5, palette.steel),
    ].join('');
  }),
];

export const storySlots: Slot[] = [...blogSlots, ...gallerySlots, ...aboutSlots];
