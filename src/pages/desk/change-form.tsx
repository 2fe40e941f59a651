import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { deskChanges as words } from '@/content/desk-changes';
import {
  type ChangeFormError,
  type ChangeFormErrors,
  type ChangeFormField,
  type ChangeFormValues,
  checkChangeForm,
  emptyChangeForm,
  formValuesOf,
  lastChangeDay,
} from '@/desk/change-form-rules';
import { trainerName } from '@/desk/change-words';
import { putChange } from '@/desk/current-changes';
import { type ChangeDraft, postChange, updateChange } from '@/firebase/desk-timetable-changes';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { pageLocaleCode } from '@/i18n/page-locale-code';
import { classSlotById } from '@/timetable/class-slots';
import { formatGymTime, gymDateOf } from '@/timetable/gym-date';
import {
  CHANGE_MAX_DAYS_AHEAD,
  CHANGE_NOTE_MAX_LENGTH,
  changeEndsAt,
  TIMETABLE_CHANGE_KINDS,
  type TimetableChange,
} from '@/timetable/timetable-changes';
import { ChangeField, CONTROL_CLASSES } from './change-field';
import { HoursFields, SessionFields } from './change-kind-fields';

type Phase = 'idle' | 'invalid' | 'saving' | 'saved' | 'failed';

/** The order the fields are shown in: a failed check moves focus to the first wrong one. */
const FIELD_ORDER: readonly ChangeFormField[] = [
  'slotId',
  'date',
  'start',
  'end',
  'trainerId',
  'from',
  'to',
  'opens',
  'closes',
  'note',
];

interface ChangeFormProps {
  /** The change being edited; a new one is posted when absent. */
  editing?: TimetableChange;
  /** After a save (the change as it now stands), or when staff stop editing without saving. */
  onDone: (change?: TimetableChange) => void;
}

/** The change as the desk lists it until the next visit reads it back: the server's own times differ by moments. */
function asStored({ fields, note }: ChangeDraft, id: string, editing: TimetableChange | undefined): TimetableChange {
  const now = new Date();
  return {
    ...fields,
    ...(note ? { note } : {}),
    id,
    createdAt: editing?.createdAt ?? now,
    updatedAt: now,
    endsAt: changeEndsAt(fields),
  } as TimetableChange;
}

/**
 * Posting a change, or editing one: its kind, the session or dates it touches, what changes, and
 * an optional note. Checked before anything is sent (the messages say what to fix under each
 * field); a failed save keeps everything entered.
 */
export function ChangeForm({ editing, onDone }: ChangeFormProps) {
  const [values, setValues] = useState<ChangeFormValues>(() => (editing ? formValuesOf(editing) : emptyChangeForm));
  const [errors, setErrors] = useState<ChangeFormErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<FirestoreFailure>('network');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const fieldId = (field: ChangeFormField) => `${idPrefix}-${field}`;
  const today = gymDateOf(new Date());

  // Edit moves focus here, so the staff member is where the change's fields are.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  function update(patch: Partial<ChangeFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setPhase((current) => (current === 'saving' ? current : 'idle'));
  }

  function errorText(error: ChangeFormError | undefined): string | undefined {
    if (!error) return undefined;
    if (error === 'dateTooFar') return words.form.errors.dateTooFar(String(CHANGE_MAX_DAYS_AHEAD));
    if (error === 'trainerSame')
      return words.form.errors.trainerSame(trainerName(classSlotById(values.slotId)?.trainerId ?? ''));
    return words.form.errors[error];
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'saving') return;
    const check = checkChangeForm(values, {
      today: gymDateOf(new Date()),
      locale: pageLocaleCode,
      previousNote: editing?.note,
    });
    if (!check.ok) {
      setErrors(check.errors);
      setPhase('invalid');
      const first = FIELD_ORDER.find((field) => check.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setErrors({});
    setPhase('saving');
    const result = editing ? await updateChange(editing.id, check.draft) : await postChange(check.draft);
    if (!result.ok) {
      setFailure(result.reason);
      setPhase('failed');
      return;
    }
    const stored = asStored(check.draft, editing?.id ?? (result.value as string), editing);
    putChange(stored);
    setPhase('saved');
    if (editing) onDone(stored);
    else setValues(emptyChangeForm);
  }

  const fieldProps = {
    values,
    update,
    today,
    lastDay: lastChangeDay(today),
    fieldId,
    errorOf: (field: ChangeFormField) => errorText(errors[field]),
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit}
      className="mt-6 grid gap-4 bg-white p-6 shadow-lg shadow-black/5"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {editing ? words.form.editHeading : words.form.newHeading}
      </h3>
      {phase === 'invalid' ? (
        <p role="alert" className="font-semibold text-brick">
          {words.form.invalid}
        </p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{words.form.kind}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {TIMETABLE_CHANGE_KINDS.map((kind) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${idPrefix}-kind`}
                value={kind}
                checked={values.kind === kind}
                onChange={() => {
                  const slot = classSlotById(values.slotId);
                  // A move starts from the class's own times, to be changed.
                  const times =
                    kind === 'moved' && slot && !values.start
                      ? { start: formatGymTime(slot.start), end: formatGymTime(slot.end) }
                      : {};
                  update({ kind, ...times });
                  setErrors({});
                }}
                className="size-5 accent-ink"
              />
              {words.kinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {values.kind === 'hours' ? <HoursFields {...fieldProps} /> : <SessionFields {...fieldProps} />}
      <ChangeField
        id={fieldId('note')}
        label={words.form.note}
        hint={words.form.noteHint}
        error={fieldProps.errorOf('note')}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              dir="auto"
              rows={2}
              maxLength={CHANGE_NOTE_MAX_LENGTH}
              aria-describedby={[control['aria-describedby'], `${fieldId('note')}-counter`].filter(Boolean).join(' ')}
              className={CONTROL_CLASSES}
              value={values.note}
              onChange={(event) => update({ note: event.target.value })}
            />
            <p id={`${fieldId('note')}-counter`} className="text-sm text-ink/70">
              {words.form.noteCounter(String(values.note.length), String(CHANGE_NOTE_MAX_LENGTH))}
            </p>
          </>
        )}
      </ChangeField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="dark" disabled={phase === 'saving'}>
          {phase === 'saving' ? words.form.saving : editing ? words.form.save : words.form.post}
        </Button>
        {editing ? (
          <button
            type="button"
            className="min-h-11 px-2 font-semibold underline underline-offset-4"
            disabled={phase === 'saving'}
            onClick={() => onDone()}
          >
            {words.form.cancelEdit}
          </button>
        ) : null}
        <p role="status" className="text-sm font-semibold">
          {phase === 'saved' ? words.form.posted : ''}
        </p>
      </div>
      {phase === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-brick">
          {words.form.failures[failure]}
        </p>
      ) : null}
    </form>
  );
}
