/**
 * The gym's three coaches as the pages show them: trainers-facts.ts worded by trainers-words.ts
 * (swapped for the page's language). This module has no translation.
 */
import { type TrainerId, trainerFacts } from './trainers-facts';
import type { Trainer } from './trainers-types';
import { trainerWords } from './trainers-words';

export const trainers: readonly (Trainer & { id: TrainerId })[] = trainerFacts.map((trainer) => ({
  id: trainer.id,
  ...trainerWords[trainer.id],
  image: trainer.image,
}));

export function trainerById(id: TrainerId | string): Trainer {
  const trainer = trainers.find((candidate) => candidate.id === id);
  if (!trainer) throw new Error(`No trainer with id "${id}"`);
  return trainer;
}
