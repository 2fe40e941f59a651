// One poster per class. They sit behind white card titles (bottom left), so the figure stays
// in the upper middle and the bottom is shaded; the square format survives any crop.
import { barbellFront, battleRopes, bicycle, dumbbellEnd, gloves, kettlebell, mat, punchingBag } from '../equipment';
import { palette } from '../palette';
import { poses } from '../poses';
import type { Slot } from '../slot';
import { darkInk, poster } from './poster';

const SIZE = 1000;
const ink = darkInk;

function classSlot(slug: string, title: string, body: (id: string) => string): Slot {
  return { path: `classes/${slug}`, width: SIZE, height: SIZE, title, render: () => body(`class-${slug}`) };
}

export const classSlots: Slot[] = [
  classSlot('cycling', 'Cyclist riding a road bike in front of a red sun', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.cycling,
      figure: { x: 0.52, bottom: 0.76, height: 0.5, maxWidth: 0.7 },
      sun: { x: 0.6, y: 0.36, r: 0.27 },
      speed: true,
      props: { before: (j, u) => bicycle(j, u, ink) },
    }),
  ),
  classSlot('meditation', 'Person meditating cross-legged under a red sun', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.meditation,
      figure: { x: 0.5, bottom: 0.72, height: 0.4 },
      sun: { x: 0.5, y: 0.4, r: 0.3, striped: false },
      halftone: 'behind',
      props: { before: (j, u) => mat(j.hip[0], j.near.foot[1] + 0.5 * u, 10 * u, u, ink) },
    }),
  ),
  classSlot('boxing', 'Boxer throwing a jab at a heavy bag', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.boxing,
      figure: { x: 0.4, bottom: 0.8, height: 0.56 },
      sun: { x: 0.3, y: 0.32, r: 0.22 },
      halftone: 'top-right',
      props: {
        after: (j, u) => gloves(j, u, ink) + punchingBag(j.near.hand[0] + 0.7 * u, 0, j.near.hand[1] + 3.2 * u, u, ink),
      },
    }),
  ),
  classSlot('karate', 'Karateka punching in a deep front stance', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.karate,
      figure: { x: 0.5, bottom: 0.78, height: 0.5 },
      sun: { x: 0.68, y: 0.3, r: 0.24 },
      halftone: 'top-left',
    }),
  ),
  classSlot('power-lifting', 'Lifter holding a loaded barbell overhead', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.powerLift,
      figure: { x: 0.5, bottom: 0.82, height: 0.52 },
      sun: { x: 0.5, y: 0.44, r: 0.26 },
      halftone: 'bottom-right',
      props: { after: (j, u) => barbellFront(j.near.hand, j.far.hand, u, ink) },
    }),
  ),
  classSlot('workout', 'Athlete lunging with a dumbbell in each hand', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.lunge,
      figure: { x: 0.48, bottom: 0.8, height: 0.5 },
      sun: { x: 0.32, y: 0.38, r: 0.25 },
      halftone: 'top-right',
      props: {
        before: (j, u) => dumbbellEnd(j.far.hand, u, ink, palette.steel),
        after: (j, u) => dumbbellEnd(j.near.hand, u, ink),
      },
    }),
  ),
  classSlot('crossfit', 'Athlete swinging a kettlebell', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.kettlebellSwing,
      figure: { x: 0.46, bottom: 0.8, height: 0.52 },
      sun: { x: 0.66, y: 0.36, r: 0.24 },
      halftone: 'bottom-left',
      props: { after: (j, u) => kettlebell(j.near.hand, u, ink, 1.1) },
    }),
  ),
  classSlot('running', 'Runner in full stride, motion lines behind', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.running,
      figure: { x: 0.55, bottom: 0.78, height: 0.52 },
      sun: { x: 0.42, y: 0.36, r: 0.28 },
      speed: true,
      halftone: 'top-right',
    }),
  ),
  classSlot('body-building', 'Bodybuilder flexing a double biceps pose', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.doubleBiceps,
      figure: { x: 0.5, bottom: 0.8, height: 0.56 },
      sun: { x: 0.5, y: 0.4, r: 0.3 },
      halftone: 'behind',
    }),
  ),
  classSlot('mma', 'Fighter in gloves throwing a high kick', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.highKick,
      figure: { x: 0.48, bottom: 0.8, height: 0.56 },
      sun: { x: 0.64, y: 0.34, r: 0.25 },
      halftone: 'bottom-left',
      props: { after: (j, u) => gloves(j, u, ink, 0.58) },
    }),
  ),
  classSlot('yoga', 'Person holding the warrior yoga pose on a mat', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.warrior,
      figure: { x: 0.5, bottom: 0.76, height: 0.44, maxWidth: 0.6 },
      sun: { x: 0.5, y: 0.42, r: 0.3, striped: false },
      halftone: 'behind',
      props: { before: (j, u) => mat(j.hip[0], j.near.foot[1] + 0.5 * u, 11 * u, u, ink) },
    }),
  ),
  classSlot('fitness', 'Athlete working with battle ropes', (id) =>
    poster({
      id,
      width: SIZE,
      height: SIZE,
      pose: poses.battleRopes,
      figure: { x: 0.34, bottom: 0.78, height: 0.48 },
      sun: { x: 0.62, y: 0.34, r: 0.24 },
      halftone: 'top-left',
      props: { after: (j, u) => battleRopes(j, SIZE * 0.95, j.near.foot[1], u, ink) },
    }),
  ),
];
