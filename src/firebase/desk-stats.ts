/**
 * How the month went, for the desk's overview, from Firestore count aggregations: each number
 * is counted by the service (runAggregationQuery), no lead is downloaded, so the overview costs
 * the same with ten leads or ten thousand. "This month" is the calendar month in Tunis.
 */
import type { Firestore, Query } from 'firebase/firestore/lite';
import type { GymClassName } from '@/content/class-names';
import type { AttendanceMark } from '@/timetable/booking-record';
import { gymMonthOf, type TimeSpan } from '@/timetable/gym-days';
import { timetableClassNames } from '@/timetable/timetable-class-names';
import { deskQueryShapes, leadQuery } from './desk-queries';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import type { LeadStatus } from './lead-statuses';
import { withTimeout } from './with-timeout';

/** Each step of the funnel counts the leads whose status shows they got at least that far. */
export const FUNNEL_STATUSES = {
  contacted: ['contacted', 'trial-booked', 'joined'],
  trialBooked: ['trial-booked', 'joined'],
  joined: ['joined'],
} as const satisfies Record<string, readonly LeadStatus[]>;

export interface MonthFunnel {
  /** Leads created this month, enquiries and trials. */
  created: number;
  contacted: number;
  trialBooked: number;
  /** Trials asked this month whose visitor came (staff marked it on the roster). */
  trialAttended: number;
  joined: number;
}

export interface MonthStats {
  funnel: MonthFunnel;
  /** Trials asked this month, per timetable class, in the timetable's order. */
  trialsPerClass: { className: GymClassName; count: number }[];
}

export type MonthStatsResult = { ok: true; stats: MonthStats } | { ok: false; reason: FirestoreFailure };

export { timetableClassNames };

type Sdk = typeof import('./sdk-firestore-queries');

async function countMonth(sdk: Sdk, db: Firestore, month: TimeSpan): Promise<MonthStats> {
  const count = async (countQuery: Query) => (await sdk.getCount(countQuery)).data().count;
  const byStatus = (statuses: readonly LeadStatus[]) =>
    count(leadQuery(sdk, db, deskQueryShapes.monthLeadsByStatus, { status: statuses }, month));
  const attended: AttendanceMark = 'attended';
  const [created, contacted, trialBooked, trialAttended, joined, ...perClass] = await Promise.all([
    count(leadQuery(sdk, db, deskQueryShapes.monthLeads, {}, month)),
    byStatus(FUNNEL_STATUSES.contacted),
    byStatus(FUNNEL_STATUSES.trialBooked),
    count(leadQuery(sdk, db, deskQueryShapes.monthTrialsByAttendance, { kind: 'trial', attendance: attended }, month)),
    byStatus(FUNNEL_STATUSES.joined),
    ...timetableClassNames.map((className) =>
      count(leadQuery(sdk, db, deskQueryShapes.monthTrialsByClass, { kind: 'trial', class: className }, month)),
    ),
  ]);
  return {
    funnel: {
      created: created ?? 0,
      contacted: contacted ?? 0,
      trialBooked: trialBooked ?? 0,
      trialAttended: trialAttended ?? 0,
      joined: joined ?? 0,
    },
    trialsPerClass: timetableClassNames.map((className, index) => ({ className, count: perClass[index] ?? 0 })),
  };
}

/** `signal`: once aborted, nothing more is sent (a request already sent still settles). */
export async function readMonthStats(signal?: AbortSignal, now: Date = new Date()): Promise<MonthStatsResult> {
  try {
    return await withTimeout(
      (async () => {
        const [{ db }, sdk] = await Promise.all([getDb(), import('./sdk-firestore-queries')]);
        signal?.throwIfAborted();
        return { ok: true as const, stats: await countMonth(sdk, db, gymMonthOf(now)) };
      })(),
    );
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}
