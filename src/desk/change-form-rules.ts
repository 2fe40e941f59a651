/**
 * The rules of the desk's timetable-change form, pure: which coming dates a class
 * offers, what the fields hold for a stored change (Edit), and whether what staff entered is a
 * change the rules (firestore.rules `match /timetableChanges`) accept, with a reason in words
 * for each field that is not. Tested in change-form-rules.test.ts.
 */
import type { ChangeFormError } from '@/content/desk-changes';
import type { ChangeDraft } from '@/firebase/desk-timetable-changes';
import type { LocaleCode } from '@/i18n/locales';
import { hasDirectionControls, isBlank } from '@/lib/blank-text';
import { type ClassSlot, classSlotById } from '@/timetable/class-slots';
import { addGymDays, formatGymTime, type GymDate, isGymDate, isGymTime, weekdayOfGymDate } from '@/timetable/gym-date';
import {
  CHANGE_MAX_DAYS_AHEAD,
  type ChangeNote,
  changeTrainerIds,
  type TimetableChange,
  type TimetableChangeKind,
} from '@/timetable/timetable-changes';

/** How many of a class's coming dates the form offers (two months of weekly sessions). */
export const SLOT_DATE_CHOICES = 8;

/** The form's fields, every one a string as the controls hold it (`closed` a choice of two). */
export interface ChangeFormValues {
  kind: TimetableChangeKind;
  slotId: string;
  date: string;
  start: string;
  end: string;
  trainerId: string;
  from: string;
  to: string;
  closed: boolean;
  opens: string;
  closes: string;
  note: string;
}

export type ChangeFormField = Exclude<keyof ChangeFormValues, 'kind' | 'closed'>;

/** Why a field is refused: its words name each kind (src/content/desk-changes.ts). */
export type { ChangeFormError };

export type ChangeFormErrors = Partial<Record<ChangeFormField, ChangeFormError>>;

export type ChangeFormCheck = { ok: true; draft: ChangeDraft } | { ok: false; errors: ChangeFormErrors };

export const emptyChangeForm: ChangeFormValues = {
  kind: 'cancelled',
  slotId: '',
  date: '',
  start: '',
  end: '',
  trainerId: '',
  from: '',
  to: '',
  closed: true,
  opens: '',
  closes: '',
  note: '',
};

/** The last date staff may post for: today plus CHANGE_MAX_DAYS_AHEAD (the rules' bound). */
export const lastChangeDay = (today: GymDate): GymDate => addGymDays(today, CHANGE_MAX_DAYS_AHEAD);

/**
 * A class's next SLOT_DATE_CHOICES dates from today (today's own session included: it can still
 * be cancelled until the day is over), within the days staff may post for.
 */
export function comingSlotDates(slot: ClassSlot, today: GymDate, count = SLOT_DATE_CHOICES): GymDate[] {
  let date = today;
  while (weekdayOfGymDate(date) !== slot.day) date = addGymDays(date, 1);
  const dates: GymDate[] = [];
  for (; dates.length < count && date <= lastChangeDay(today); date = addGymDays(date, 7)) dates.push(date);
  return dates;
}

/** A stored change as the form shows it for editing: its own fields, the others empty. */
export function formValuesOf(change: TimetableChange): ChangeFormValues {
  const note = change.note?.text ?? '';
  switch (change.kind) {
    case 'cancelled':
      return { ...emptyChangeForm, kind: change.kind, slotId: change.slotId, date: change.date, note };
    case 'moved':
      return { ...emptyChangeForm, ...pick(change, ['kind', 'slotId', 'date', 'start', 'end']), note };
    case 'substitute':
      return { ...emptyChangeForm, ...pick(change, ['kind', 'slotId', 'date', 'trainerId']), note };
    case 'hours':
      return change.closed
        ? { ...emptyChangeForm, kind: 'hours', from: change.from, to: change.to, closed: true, note }
        : { ...emptyChangeForm, ...pick(change, ['kind', 'from', 'to', 'opens', 'closes']), closed: false, note };
  }
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

interface CheckContext {
  today: GymDate;
  /** The desk page's language: a note typed here is marked with it. */
  locale: LocaleCode;
  /** The note of the change being edited: kept with its own language when its text is unchanged. */
  previousNote?: ChangeNote;
}

function dateError(date: string, today: GymDate): ChangeFormError | undefined {
  if (!isGymDate(date)) return 'dateMissing';
  if (date < today) return 'dateOver';
  if (date > lastChangeDay(today)) return 'dateTooFar';
  return undefined;
}

function sessionErrors(values: ChangeFormValues, slot: ClassSlot | undefined, today: GymDate): ChangeFormErrors {
  const errors: ChangeFormErrors = {};
  if (!slot) errors.slotId = 'slotMissing';
  const date = dateError(values.date, today);
  if (date) errors.date = date;
  else if (slot && weekdayOfGymDate(values.date) !== slot.day) errors.date = 'wrongWeekday';
  if (values.kind === 'moved') {
    if (!isGymTime(values.start) || !isGymTime(values.end)) errors.start = 'timesMissing';
    else if (values.start >= values.end) errors.end = 'timesOrder';
    else if (slot && values.start === formatGymTime(slot.start) && values.end === formatGymTime(slot.end)) {
      errors.start = 'timesUnchanged';
    }
  }
  if (values.kind === 'substitute') {
    if (!changeTrainerIds.some((id) => id === values.trainerId)) errors.trainerId = 'trainerMissing';
    else if (slot?.trainerId === values.trainerId) errors.trainerId = 'trainerSame';
  }
  return errors;
}

function hoursErrors(values: ChangeFormValues, today: GymDate): ChangeFormErrors {
  const errors: ChangeFormErrors = {};
  if (!values.from) errors.from = 'rangeMissing';
  else {
    const from = dateError(values.from, today);
    if (from) errors.from = from === 'dateMissing' ? 'rangeMissing' : from;
  }
  if (!values.to) errors.to = 'rangeMissing';
  else {
    const to = dateError(values.to, today);
    if (to) errors.to = to === 'dateMissing' ? 'rangeMissing' : to;
    else if (!errors.from && values.to < values.from) errors.to = 'rangeOrder';
  }
  if (!values.closed) {
    if (!isGymTime(values.opens) || !isGymTime(values.closes)) errors.opens = 'hoursMissing';
    else if (values.opens >= values.closes) errors.closes = 'hoursOrder';
  }
  return errors;
}

function noteOf(text: string, { locale, previousNote }: CheckContext): ChangeNote | undefined {
  const trimmed = text.trim();
  if (isBlank(trimmed)) return undefined;
  return { text: trimmed, locale: previousNote?.text === trimmed ? previousNote.locale : locale };
}

/** The change staff entered, or why each wrong field is wrong. Nothing is sent unless all is right. */
export function checkChangeForm(values: ChangeFormValues, context: CheckContext): ChangeFormCheck {
  const slot = values.kind === 'hours' ? undefined : classSlotById(values.slotId);
  const errors =
    values.kind === 'hours' ? hoursErrors(values, context.today) : sessionErrors(values, slot, context.today);
  if (hasDirectionControls(values.note)) errors.note = 'noteDirection';
  if (Object.keys(errors).length > 0 || (values.kind !== 'hours' && !slot)) return { ok: false, errors };
  const note = noteOf(values.note, context);
  const withNote = (draft: ChangeDraft): ChangeFormCheck => ({ ok: true, draft: note ? { ...draft, note } : draft });
  const { slotId, date } = values;
  switch (values.kind) {
    case 'cancelled':
      return withNote({ fields: { kind: 'cancelled', slotId, date } });
    case 'moved':
      return withNote({ fields: { kind: 'moved', slotId, date, start: values.start, end: values.end } });
    case 'substitute': {
      const trainerId = changeTrainerIds.find((id) => id === values.trainerId);
      return trainerId ? withNote({ fields: { kind: 'substitute', slotId, date, trainerId } }) : { ok: false, errors };
    }
    case 'hours': {
      const { from, to } = values;
      return withNote({
        fields: values.closed
          ? { kind: 'hours', from, to, closed: true }
          : { kind: 'hours', from, to, closed: false, opens: values.opens, closes: values.closes },
      });
    }
  }
}
