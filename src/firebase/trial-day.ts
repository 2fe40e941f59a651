/**
 * The cap on new trial requests per day at the gym, all visitors together: what a script with
 * many accounts (each within its hourly limit) can add to the desk's inbox in a day. One
 * document, `publicLimits/trialRequests`, holds the limit staff set from the desk, the gym day it
 * counts and that day's count; every trial request moves it on in its own batch (firestore.rules
 * `match /publicLimits`), so the rules refuse the request past the limit. Pure: no SDK, so the
 * lead writer, the desk and the rules tests share it.
 */
import { type GymDate, isGymDate } from '@/timetable/gym-date';

export const TRIAL_DAY_DOCUMENT = 'publicLimits/trialRequests';

/** The limit until staff set one: more than the gym's trial places in a normal day are asked for. */
export const DEFAULT_TRIAL_REQUESTS_PER_DAY = 30;
/** The most staff may set: past it, the cap no longer bounds anything the desk can answer. */
export const MAX_TRIAL_REQUESTS_PER_DAY = 300;

export interface TrialDay {
  limit: number;
  /** The gym day `count` is for ('' before any request is counted). */
  day: GymDate | '';
  count: number;
}

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** The stored document as a TrialDay, or undefined when there is none (or it is unreadable). */
export function parseTrialDay(data: Record<string, unknown> | undefined): TrialDay | undefined {
  if (!data) return undefined;
  const { limit, day, count } = data;
  if (!isCount(limit, MAX_TRIAL_REQUESTS_PER_DAY) || limit < 1) return undefined;
  if (day !== '' && !isGymDate(day)) return undefined;
  if (!isCount(count, MAX_TRIAL_REQUESTS_PER_DAY)) return undefined;
  return { limit, day, count };
}

/** The limit and today's count, as the desk shows them: a count of another day is 0 today. */
export function trialDayToday(stored: TrialDay | undefined, today: GymDate): { limit: number; count: number } {
  const limit = stored?.limit ?? DEFAULT_TRIAL_REQUESTS_PER_DAY;
  return { limit, count: stored?.day === today ? stored.count : 0 };
}

/**
 * What the trial request's batch writes to the day's document, naming the request: the count
 * moved on by one (starting at 1 on a new day), the limit as it is; or 'day-full' when today's
 * requests have reached the limit.
 */
export function nextTrialDay(
  stored: TrialDay | undefined,
  today: GymDate,
  leadId: string,
): { limit: number; day: GymDate; count: number; lastLead: string } | 'day-full' {
  const { limit, count } = trialDayToday(stored, today);
  if (count >= limit) return 'day-full';
  return { limit, day: today, count: count + 1, lastLead: leadId };
}
