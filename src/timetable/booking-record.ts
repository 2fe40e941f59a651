/**
 * A member's booking of a class session, as `bookings/{bookingId}` stores it (firestore.rules
 * checks every field): the member, the name they gave for the roster, the session, and where the
 * booking stands. This module is its one definition, with the parser that turns a stored document
 * (never trusted) into a booking or nothing.
 */
import { sessionById } from './sessions';

/** A place in the session. */
export const HOLDING_STATUSES = ['booked', 'waiting'] as const;
/** What a booking can end as: cancelled in time or late by its member, left the waitlist, or cancelled by the gym. */
export const ENDED_STATUSES = ['cancelled', 'late-cancelled', 'left', 'cancelled-by-gym'] as const;

export type HoldingStatus = (typeof HOLDING_STATUSES)[number];
export type BookingStatus = HoldingStatus | (typeof ENDED_STATUSES)[number];

/** What staff mark at the desk once the class is on: the person came, or did not. */
export const ATTENDANCE_MARKS = ['attended', 'no-show'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** The longest name a member gives for the roster (the rules' isPersonName). */
export const MEMBER_NAME_MAX_LENGTH = 60;

export interface BookingRecord {
  id: string;
  uid: string;
  name: string;
  sessionId: string;
  sessionStart: Date;
  status: BookingStatus;
  /** Moved up from the waitlist into a place someone gave up. */
  promoted: boolean;
  attendance?: AttendanceMark;
  createdAt?: Date;
}

const STATUSES: readonly string[] = [...HOLDING_STATUSES, ...ENDED_STATUSES];

export function isHolding(status: BookingStatus): status is HoldingStatus {
  return (HOLDING_STATUSES as readonly string[]).includes(status);
}

const asDate = (value: unknown): Date | undefined => {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: () => Date } | null)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : undefined;
};

/** A stored booking, or undefined when anything in it is not what the rules would have accepted. */
export function parseBookingRecord(id: string, data: unknown): BookingRecord | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const fields = data as Record<string, unknown>;
  const sessionStart = asDate(fields.sessionStart);
  const { uid, name, sessionId, status, promoted, attendance } = fields;
  if (typeof uid !== 'string' || typeof name !== 'string' || typeof sessionId !== 'string') return undefined;
  if (!sessionStart || !sessionById(sessionId) || typeof status !== 'string' || !STATUSES.includes(status)) {
    return undefined;
  }
  return {
    id,
    uid,
    name,
    sessionId,
    sessionStart,
    status: status as BookingStatus,
    promoted: promoted === true,
    ...((ATTENDANCE_MARKS as readonly unknown[]).includes(attendance)
      ? { attendance: attendance as AttendanceMark }
      : {}),
    ...(asDate(fields.createdAt) ? { createdAt: asDate(fields.createdAt) } : {}),
  };
}
