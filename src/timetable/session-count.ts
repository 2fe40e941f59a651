/**
 * What anyone may know of a session's places: the public counter `sessions/{sessionId}` holds
 * the places members booked, the trial places taken and the waitlist, a list of opaque booking
 * ids in the order they joined (no names, no accounts). Moved only in the batches that book,
 * cancel, wait or take a trial (firestore.rules); read here into numbers a page can show.
 */

import type { GymClassName } from '@/content/class-names';
import { placesOf, TRIAL_PLACES_PER_SESSION } from '@/content/class-places-facts';

export interface SessionCount {
  booked: number;
  trials: number;
  /** Booking ids waiting for a place, first in line first. */
  queue: readonly string[];
}

export const EMPTY_SESSION_COUNT: SessionCount = { booked: 0, trials: 0, queue: [] };

const countOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

/** A stored counter, never trusted: anything unreadable counts as nothing booked. */
export function parseSessionCount(data: unknown): SessionCount {
  if (typeof data !== 'object' || data === null) return EMPTY_SESSION_COUNT;
  const { booked, trials, queue } = data as Record<string, unknown>;
  return {
    booked: countOf(booked),
    trials: countOf(trials),
    queue: Array.isArray(queue) ? queue.filter((id): id is string => typeof id === 'string') : [],
  };
}

/** Places a member can still book. */
export function placesLeft(count: SessionCount, className: GymClassName): number {
  return Math.max(0, placesOf(className) - count.booked - count.trials);
}

/** Places a trial visitor can still take: their share, within the places left. */
export function trialPlacesLeft(count: SessionCount, className: GymClassName): number {
  return Math.max(0, Math.min(TRIAL_PLACES_PER_SESSION - count.trials, placesLeft(count, className)));
}

/** A booking's place in line, 1 for the next to move up; undefined when it is not waiting. */
export function waitlistPosition(count: SessionCount, bookingId: string): number | undefined {
  const index = count.queue.indexOf(bookingId);
  return index === -1 ? undefined : index + 1;
}
