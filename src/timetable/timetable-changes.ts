/**
 * The week's reality laid over the typed timetable: a change is one document of
 * `timetableChanges/{id}`, written by staff from the desk and read by every visitor. This module
 * is its one definition: the shapes, the limits firestore.rules repeats, and the parser that
 * turns a stored document (never trusted: anything may be stored by a bug or an older site) into
 * a change or nothing.
 */
import { type TrainerId, trainerFacts } from '@/content/trainers-facts';
import { type LocaleCode, localeCodes } from '@/i18n/locales';
import { hasDirectionControls, isBlank } from '@/lib/blank-text';
import { isClassSlotId } from './class-slots';
import { endOfGymDay, type GymDate, type GymTime, isGymDate, isGymTime, weekdayOfGymDate } from './gym-date';

export const TIMETABLE_CHANGE_KINDS = ['cancelled', 'moved', 'substitute', 'hours'] as const;
export type TimetableChangeKind = (typeof TIMETABLE_CHANGE_KINDS)[number];

/** The longest free-text note a change may carry, in UTF-16 code units (the rules' size()). */
export const CHANGE_NOTE_MAX_LENGTH = 200;
/**
 * How far ahead staff may post a change: its last date at most this many days after today.
 * The rules hold it as `endsAt <= request.time + (CHANGE_MAX_DAYS_AHEAD + 1) days` (the end of
 * that last day).
 */
export const CHANGE_MAX_DAYS_AHEAD = 120;

/** Who may be named as a substitute: the gym's coaches (trainers-facts.ts). */
export const changeTrainerIds: readonly TrainerId[] = trainerFacts.map((trainer) => trainer.id);

/** A note as staff typed it (1 to CHANGE_NOTE_MAX_LENGTH characters, not blank, no direction controls), shown as typed and marked with its language. */
export interface ChangeNote {
  text: string;
  locale: LocaleCode;
}

interface ChangeRecord {
  /** The document id. */
  id: string;
  note?: ChangeNote;
  createdAt: Date;
  updatedAt: Date;
  /**
   * The end of the last gym day the change touches (the next midnight in Africa/Tunis): a
   * change is current while `endsAt > now`, one range for the query and the rules alike.
   */
  endsAt: Date;
}

/** One session of the timetable: a slot on one of its dates. */
interface SessionKey {
  slotId: string;
  date: GymDate;
}

export interface CancelledChange extends ChangeRecord, SessionKey {
  kind: 'cancelled';
}

/** The session runs at another time the same day. */
export interface MovedChange extends ChangeRecord, SessionKey {
  kind: 'moved';
  start: GymTime;
  end: GymTime;
}

export interface SubstituteChange extends ChangeRecord, SessionKey {
  kind: 'substitute';
  trainerId: TrainerId;
}

/** Special opening hours from `from` to `to` (both included): closed, or open opens..closes. */
export type HoursChange = ChangeRecord & {
  kind: 'hours';
  from: GymDate;
  to: GymDate;
} & ({ closed: true } | { closed: false; opens: GymTime; closes: GymTime });

export type SessionChange = CancelledChange | MovedChange | SubstituteChange;
export type TimetableChange = SessionChange | HoursChange;

/** What a change says, without its record (id, note, times): what the desk's form fills in. */
export type TimetableChangeFields = TimetableChange extends infer T
  ? T extends TimetableChange
    ? Omit<T, keyof ChangeRecord>
    : never
  : never;

/** The fields of each kind besides the record's (`note` is the only optional one). */
export const CHANGE_FIELDS = {
  cancelled: ['kind', 'slotId', 'date'],
  moved: ['kind', 'slotId', 'date', 'start', 'end'],
  substitute: ['kind', 'slotId', 'date', 'trainerId'],
  hoursClosed: ['kind', 'from', 'to', 'closed'],
  hoursOpen: ['kind', 'from', 'to', 'closed', 'opens', 'closes'],
} as const;
export const CHANGE_RECORD_FIELDS = ['createdAt', 'updatedAt', 'endsAt'] as const;
/**
 * A change names nobody (every visitor reads it): its author is kept for staff alone
 * (TIMETABLE_CHANGE_AUTHORS_COLLECTION, src/firebase/timetable-changes-query.ts). This is the
 * field firestore.rules refuses in a change but documents written before the author record
 * may still hold: the parser accepts it and never passes it on, and the desk's edit removes it.
 */
export const LEGACY_AUTHOR_FIELD = 'by';

/** The last gym date a change touches. */
export function lastChangeDate(
  change: Pick<SessionChange, 'kind' | 'date'> | Pick<HoursChange, 'kind' | 'to'>,
): GymDate {
  return change.kind === 'hours' ? change.to : change.date;
}

/** What `endsAt` must hold: the end of the last day the change touches, in Africa/Tunis. */
export function changeEndsAt(change: Parameters<typeof lastChangeDate>[0]): Date {
  return endOfGymDay(lastChangeDate(change));
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** A Date, or a Firestore Timestamp (anything with toDate()), as a valid Date. */
function asDate(value: unknown): Date | undefined {
  const date =
    value instanceof Date
      ? value
      : isRecord(value) && typeof value.toDate === 'function'
        ? (value.toDate as () => unknown)()
        : undefined;
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function hasExactly(data: Fields, fields: readonly string[]): boolean {
  const keys = Object.keys(data).filter((key) => key !== 'note' && key !== LEGACY_AUTHOR_FIELD);
  return keys.length === fields.length + CHANGE_RECORD_FIELDS.length && fields.every((field) => field in data);
}

function parseNote(value: unknown): ChangeNote | undefined | null {
  if (value === undefined) return undefined;
  if (!isRecord(value) || Object.keys(value).length !== 2) return null;
  const { text, locale } = value;
  const isLocale = localeCodes.some((code) => code === locale);
  // Shown as typed on public pages: never blank, never turning the text around it (as firestore.rules).
  if (typeof text !== 'string' || text.length > CHANGE_NOTE_MAX_LENGTH || !isLocale) return null;
  if (isBlank(text) || hasDirectionControls(text)) return null;
  return { text, locale: locale as LocaleCode };
}

const isTrainerId = (value: unknown): value is TrainerId => changeTrainerIds.some((id) => id === value);

function parseRecord(id: string, data: Fields): ChangeRecord | undefined {
  const createdAt = asDate(data.createdAt);
  const updatedAt = asDate(data.updatedAt);
  const endsAt = asDate(data.endsAt);
  const note = parseNote(data.note);
  if (!createdAt || !updatedAt || !endsAt || note === null) return undefined;
  return { id, createdAt, updatedAt, endsAt, ...(note ? { note } : {}) };
}

/** A session key whose slot exists and falls on the date's weekday. */
function parseSession(data: Fields): SessionKey | undefined {
  const { slotId, date } = data;
  if (!isClassSlotId(slotId) || !isGymDate(date)) return undefined;
  return slotId.startsWith(`${weekdayOfGymDate(date)}-`) ? { slotId, date } : undefined;
}

function parseKind(data: Fields): TimetableChangeFields | undefined {
  if (data.kind === 'hours') {
    const { from, to, closed, opens, closes } = data;
    if (!isGymDate(from) || !isGymDate(to) || to < from) return undefined;
    if (closed === true)
      return hasExactly(data, CHANGE_FIELDS.hoursClosed) ? { kind: 'hours', from, to, closed } : undefined;
    const isOpen = closed === false && isGymTime(opens) && isGymTime(closes) && opens < closes;
    return isOpen && hasExactly(data, CHANGE_FIELDS.hoursOpen)
      ? { kind: 'hours', from, to, closed, opens, closes }
      : undefined;
  }
  const session = parseSession(data);
  if (!session) return undefined;
  if (data.kind === 'cancelled' && hasExactly(data, CHANGE_FIELDS.cancelled)) return { kind: 'cancelled', ...session };
  if (data.kind === 'substitute' && hasExactly(data, CHANGE_FIELDS.substitute) && isTrainerId(data.trainerId)) {
    return { kind: 'substitute', ...session, trainerId: data.trainerId };
  }
  const { start, end } = data;
  if (data.kind === 'moved' && hasExactly(data, CHANGE_FIELDS.moved) && isGymTime(start) && isGymTime(end)) {
    return start < end ? { kind: 'moved', ...session, start, end } : undefined;
  }
  return undefined;
}

/**
 * A stored document as a change, or undefined when anything about it is off (an unknown kind, a
 * missing or extra field, a slot the timetable no longer has, a date that does not exist). The
 * public pages show only what this accepts, so a bad document is ignored, never shown.
 */
export function parseTimetableChange(id: string, data: unknown): TimetableChange | undefined {
  if (!isRecord(data)) return undefined;
  const record = parseRecord(id, data);
  const kind = parseKind(data);
  return record && kind ? ({ ...kind, ...record } as TimetableChange) : undefined;
}
