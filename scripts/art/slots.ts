// Every image slot the spec names, in the order the site shows them.
import { brandSlots } from './scenes/brand';
import { classSlots } from './scenes/classes';
import { homeSlots } from './scenes/home';
import { testimonialSlots, trainerSlots } from './scenes/people';
import { storySlots } from './scenes/stories';
import type { Slot } from './slot';

export const allSlots: Slot[] = [
  ...brandSlots,
  ...homeSlots,
  ...classSlots,
  ...storySlots,
  ...trainerSlots,
  ...testimonialSlots,
];
