/**
 * Every query the desk's overview makes on `leads`, as data: equality filters on some fields and
 * a time span on one. The trials list and the month's counts build their queries from these
 * shapes, and tests/desk-query-indexes.test.ts derives the composite indexes they need from the
 * same shapes: the emulator runs any query, production refuses one without its index.
 */
import type { Firestore, Query, QueryConstraint } from 'firebase/firestore/lite';
import type { TimeSpan } from '@/timetable/gym-days';
import { LEADS_COLLECTION } from './leads-collection';

/** A lead field the desk filters on. */
export type LeadField = 'kind' | 'status' | 'class' | 'attendance' | 'createdAt' | 'sessionStart';

export interface LeadQueryShape {
  /** Fields compared for equality (`==`, or `in` with a list), in the index's order. */
  equal: readonly LeadField[];
  /** The field bounded by a time span, ascending. */
  span: LeadField;
}

export const deskQueryShapes = {
  /** Today's and tomorrow's trials, by session start. */
  upcomingTrials: { equal: ['kind'], span: 'sessionStart' },
  /** Leads created this month, every kind (one field: Firestore's automatic index serves it). */
  monthLeads: { equal: [], span: 'createdAt' },
  /** Leads created this month that reached a status. */
  monthLeadsByStatus: { equal: ['status'], span: 'createdAt' },
  /** Trials asked this month for one class. */
  monthTrialsByClass: { equal: ['kind', 'class'], span: 'createdAt' },
  /** Trials asked this month whose visitor staff marked as come (or not). */
  monthTrialsByAttendance: { equal: ['kind', 'attendance'], span: 'createdAt' },
} as const satisfies Record<string, LeadQueryShape>;

type Sdk = typeof import('./sdk-firestore-queries');
type EqualValues<Shape extends LeadQueryShape> = { [Field in Shape['equal'][number]]: string | readonly string[] };

/** The query of `shape` with these values: a list is an `in` filter; then the span and its order. */
export function leadQuery<Shape extends LeadQueryShape>(
  sdk: Sdk,
  db: Firestore,
  shape: Shape,
  values: EqualValues<Shape>,
  span: TimeSpan,
  ...more: QueryConstraint[]
): Query {
  const equalities = shape.equal.map((field) => {
    const value = (values as Record<string, string | readonly string[]>)[field];
    return typeof value === 'string' ? sdk.where(field, '==', value) : sdk.where(field, 'in', value);
  });
  return sdk.query(
    sdk.collection(db, LEADS_COLLECTION),
    ...equalities,
    sdk.where(shape.span, '>=', sdk.Timestamp.fromDate(span.start)),
    sdk.where(shape.span, '<', sdk.Timestamp.fromDate(span.end)),
    sdk.orderBy(shape.span),
    ...more,
  );
}
