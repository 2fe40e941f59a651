/**
 * Today's and tomorrow's trial requests, for the desk's overview: one bounded query on `leads`
 * (trials whose session starts from the start of today to the start of the day after tomorrow,
 * Tunis time, soonest first). Staff only by the rules; bounded in time like every request.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { type LocaleCode, localeCodes } from '@/i18n/locales';
import { ATTENDANCE_MARKS, type AttendanceMark } from '@/timetable/booking-record';
import { gymDaysFrom } from '@/timetable/gym-days';
import { deskQueryShapes, leadQuery } from './desk-queries';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { withTimeout } from './with-timeout';

/** Today and tomorrow. */
export const UPCOMING_TRIAL_DAYS = 2;
/**
 * The most trials the overview lists: every place of two busy days (about ten sessions a day at
 * three places each) with room to spare. Reaching it says so instead of growing the read.
 */
export const UPCOMING_TRIALS_LIMIT = 100;

export interface DeskTrial {
  id: string;
  name: string;
  phone: string;
  /** Whether the visitor said the phone is on WhatsApp. */
  whatsapp: boolean;
  email: string;
  /** The language of the page the visitor booked from: a message to them is written in it. */
  locale: LocaleCode;
  status: string;
  className: string;
  slotId: string;
  sessionId: string;
  sessionStart: Date;
  /** Whether the visitor came, once staff marked it. */
  attendance?: AttendanceMark;
}

export type DeskTrialsResult =
  | { ok: true; trials: DeskTrial[]; isCapped: boolean }
  | { ok: false; reason: FirestoreFailure };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored trial as the overview shows it, or undefined when it has no usable session start. */
export function deskTrialOf(id: string, data: DocumentData): DeskTrial | undefined {
  const start = data.sessionStart as { toDate?: () => Date } | undefined;
  if (typeof start?.toDate !== 'function') return undefined;
  return {
    id,
    name: text(data.name),
    phone: text(data.phone),
    whatsapp: data.whatsapp === true,
    email: text(data.email),
    locale: localeCodes.find((code) => code === data.locale) ?? 'en',
    status: text(data.status),
    className: text(data.class),
    slotId: text(data.slotId),
    sessionId: text(data.sessionId),
    sessionStart: start.toDate(),
    ...(ATTENDANCE_MARKS.find((mark) => mark === data.attendance)
      ? { attendance: data.attendance as AttendanceMark }
      : {}),
  };
}

/** `signal`: once aborted, nothing more is sent (a request already sent still settles). */
export async function readUpcomingTrials(signal?: AbortSignal, now: Date = new Date()): Promise<DeskTrialsResult> {
  try {
    return await withTimeout(
      (async () => {
        const [{ db }, sdk] = await Promise.all([getDb(), import('./sdk-firestore-queries')]);
        signal?.throwIfAborted();
        const trialsQuery = leadQuery(
          sdk,
          db,
          deskQueryShapes.upcomingTrials,
          { kind: 'trial' },
          gymDaysFrom(now, UPCOMING_TRIAL_DAYS),
          sdk.limit(UPCOMING_TRIALS_LIMIT),
        );
        const snapshot = await sdk.getDocs(trialsQuery);
        const trials = snapshot.docs.flatMap((doc) => deskTrialOf(doc.id, doc.data()) ?? []);
        return { ok: true as const, trials, isCapped: snapshot.size >= UPCOMING_TRIALS_LIMIT };
      })(),
    );
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}
