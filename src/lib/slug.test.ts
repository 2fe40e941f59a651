import { expect, it } from 'vitest';
import { slugify } from './slug';

it.each([
  ['Fitness', 'fitness'],
  ['Body Building', 'body-building'],
  ['Power Lifting', 'power-lifting'],
  ['Rivage Gym', 'rivage-gym'],
  ['  Café & Crème!  ', 'cafe-creme'],
  ['Step-Up 2', 'step-up-2'],
])('%s → %s', (text, slug) => {
  expect(slugify(text)).toBe(slug);
});
