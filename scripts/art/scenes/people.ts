// Portraits: trainers, the testimonial and the blog's ambassador. Faces come from DiceBear's
// Notionists style (CC0 line art by Zoish): black ink on white, so the cards still read when the
// site shows them in grayscale. Each face is fixed by explicit options, not by a random seed,
// so a DiceBear update cannot quietly change who is pictured.
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { Pose } from '../figure';
import { palette } from '../palette';
import { poses } from '../poses';
import type { Slot } from '../slot';
import { el, num, rect } from '../svg';
import { halftoneDisc, halftoneGradient } from '../textures';
import { athlete } from './poster';

type Face = Partial<{
  hair: string;
  lips: string;
  eyes: string;
  brows: string;
  nose: string;
  body: string;
  beard: string;
  glasses: string;
  gesture: string;
}>;

const variant = (n: number) => `variant${String(n).padStart(2, '0')}`;

/** A Notionists bust as an SVG fragment placed at (x, y) with the given size. */
export function face(options: Face, x: number, y: number, size: number): string {
  const svg = createAvatar(notionists, {
    seed: 'rivage',
    hair: options.hair ? [options.hair as never] : undefined,
    lips: options.lips ? [options.lips as never] : undefined,
    eyes: options.eyes ? [options.eyes as never] : undefined,
    brows: options.brows ? [options.brows as never] : undefined,
    nose: options.nose ? [options.nose as never] : undefined,
    body: options.body ? [options.body as never] : undefined,
    beard: options.beard ? [options.beard as never] : undefined,
    beardProbability: options.beard ? 100 : 0,
    glasses: options.glasses ? [options.glasses as never] : undefined,
    glassesProbability: options.glasses ? 100 : 0,
    gesture: options.gesture ? [options.gesture as never] : undefined,
    gestureProbability: options.gesture ? 100 : 0,
    bodyIconProbability: 0,
  }).toString();
  // The licence is recorded in CREDITS.md; the RDF block would only add bytes to every file.
  return svg
    .replace(/<metadata[\s\S]*?<\/metadata>/, '')
    .replace(
      '<svg ',
      `<svg aria-hidden="true" x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" `,
    );
}

interface Person {
  slug: string;
  title: string;
  face: Face;
  pose: Pose;
}

function portrait(folder: string, person: Person, width: number, height: number): Slot {
  return {
    path: `${folder}/${person.slug}`,
    width,
    height,
    title: person.title,
    render: () => {
      const size = width * 1.2;
      const badge = width * 0.16;
      return [
        rect(0, 0, width, height, palette.coal),
        halftoneGradient(
          { x: 0, y: 0, width, height },
          width * 0.03,
          [0, height],
          [width * 0.8, height * 0.2],
          palette.graphite,
          1.1,
        ),
        halftoneDisc(width * 0.5, height * 0.42, width * 0.5, width * 0.028, palette.slate, 0.8),
        el('circle', { cx: width * 0.5, cy: height * 0.42, r: width * 0.36, fill: palette.red }),
        face(person.face, (width - size) / 2, height - size * 0.93, size),
        // Their discipline as a small pictogram badge, in the house figure style.
        el('circle', { cx: badge * 0.95, cy: badge * 0.95, r: badge * 0.62, fill: palette.ink }),
        athlete(
          person.pose,
          { cx: badge * 0.95, bottom: badge * 1.3, height: badge * 0.72, maxWidth: badge * 0.8 },
          palette.ink,
        ),
      ].join('');
    },
  };
}

const trainers: Person[] = [
  {
    slug: 'salma-ben-amor',
    title: 'Portrait of Salma Ben Amor, yoga trainer',
    face: {
      hair: variant(48),
      lips: variant(22),
      eyes: variant(3),
      brows: variant(2),
      nose: variant(5),
      body: variant(11),
    },
    pose: poses.tree,
  },
  {
    slug: 'karim-trabelsi',
    title: 'Portrait of Karim Trabelsi, crossfit trainer',
    face: {
      hair: variant(55),
      lips: variant(14),
      eyes: variant(5),
      brows: variant(8),
      nose: variant(2),
      body: variant(4),
      beard: variant(2),
    },
    pose: poses.kettlebellSwing,
  },
  {
    slug: 'youssef-gharbi',
    title: 'Portrait of Youssef Gharbi, personal trainer',
    face: {
      hair: variant(60),
      lips: variant(3),
      eyes: variant(4),
      brows: variant(5),
      nose: variant(9),
      body: variant(2),
      beard: variant(9),
    },
    pose: poses.doubleBiceps,
  },
];

export const trainerSlots: Slot[] = trainers.map((person) => portrait('trainers', person, 720, 900));

export const testimonialSlots: Slot[] = [
  portrait(
    'testimonials',
    {
      slug: 'amira-jaziri',
      title: 'Portrait of Amira Jaziri, primary-school teacher and member',
      face: {
        hair: variant(36),
        lips: variant(25),
        eyes: variant(3),
        brows: variant(3),
        nose: variant(4),
        body: variant(16),
        glasses: variant(11),
      },
      pose: poses.walking,
    },
    480,
    480,
  ),
];

/** The ambassador for the blog post: a bust beside a medal on the sea-and-sun ground. */
export const ambassadorFace: Face = {
  hair: variant(17),
  lips: variant(14),
  eyes: variant(4),
  brows: variant(8),
  nose: variant(3),
  body: variant(13),
  beard: variant(3),
  gesture: 'ok',
};
