/**
 * The rules of the desk's count correction, pure: staff set a session's places booked and trial
 * places by hand, each a whole number from 0, trial places at most the trial share, the two
 * together at most the class's places. firestore.rules (`isCount`) refuses anything else; the
 * numbers come from src/content/class-places-facts.ts, which a drift test keeps equal to the rules'.
 */
import type { GymClassName } from '@/content/class-names';
import { placesOf, TRIAL_PLACES_PER_SESSION } from '@/content/class-places-facts';

export type CountField = 'booked' | 'trials';
/** Not a whole number from 0; more trial places than the share; more people than the class's places. */
export type CountError = 'notWhole' | 'tooManyTrials' | 'overPlaces';

export type CountValues = Readonly<Record<CountField, string>>;

export type CountCheck =
  | { ok: true; booked: number; trials: number }
  | { ok: false; errors: Partial<Record<CountField, CountError>> };

const WHOLE_NUMBER = /^[0-9]{1,4}$/;

export function checkCountCorrection(values: CountValues, className: GymClassName): CountCheck {
  const booked = values.booked.trim();
  const trials = values.trials.trim();
  const errors: Partial<Record<CountField, CountError>> = {};
  if (!WHOLE_NUMBER.test(booked)) errors.booked = 'notWhole';
  if (!WHOLE_NUMBER.test(trials)) errors.trials = 'notWhole';
  else if (Number(trials) > TRIAL_PLACES_PER_SESSION) errors.trials = 'tooManyTrials';
  if (!errors.booked && !errors.trials && Number(booked) + Number(trials) > placesOf(className)) {
    errors.booked = 'overPlaces';
  }
  if (errors.booked || errors.trials) return { ok: false, errors };
  return { ok: true, booked: Number(booked), trials: Number(trials) };
}
