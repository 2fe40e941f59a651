import { useEffect, useId, useRef, useState } from 'react';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, type FieldErrors, failed, useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { deskChanges as words } from '@/content/desk-changes';
import {
  type ChangeFormError,
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
import { HoursFields, SessionFields } from './change-kind-fields';

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
 * field); a failed save keeps everything entered. The submission model does the rest.
 */
export function ChangeForm({ editing, onDone }: ChangeFormProps) {
  const [values, setValues] = useState<ChangeFormValues>(() => (editing ? formValuesOf(editing) : emptyChangeForm));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const fieldId = (field: ChangeFormField) => `${idPrefix}-${field}`;
  const today = gymDateOf(new Date());

  // Edit moves focus here, so the staff member is where the change's fields are.
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);

  function errorText(error: ChangeFormError): string {
    if (error === 'dateTooFar') return words.form.errors.dateTooFar(String(CHANGE_MAX_DAYS_AHEAD));
    if (error === 'trainerSame')
      return words.form.errors.trainerSame(trainerName(classSlotById(values.slotId)?.trainerId ?? ''));
    return words.form.errors[error];
  }

  const check = () =>
    checkChangeForm(values, { today: gymDateOf(new Date()), locale: pageLocaleCode, previousNote: editing?.note });

  const form = useSubmission({
    fields: Object.fromEntries(FIELD_ORDER.map((field) => [field, fieldId(field)])) as Record<ChangeFormField, string>,
    validate() {
      const result = check();
      if (result.ok) return {};
      const errors: FieldErrors<ChangeFormField> = {};
      for (const field of FIELD_ORDER) {
        const error = result.errors[field];
        if (error) errors[field] = errorText(error);
      }
      return errors;
    },
    async send() {
      const result = check();
      if (!result.ok) return failed(words.form.invalid);
      const saved = editing ? await updateChange(editing.id, result.draft) : await postChange(result.draft);
      if (!saved.ok) return failed(words.form.failures[saved.reason]);
      const stored = asStored(result.draft, editing?.id ?? (saved.value as string), editing);
      putChange(stored);
      if (editing) onDone(stored);
      else setValues(emptyChangeForm);
      return done();
    },
    fallbackFailure: words.form.failures.unavailable,
  });

  function update(patch: Partial<ChangeFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    for (const field of FIELD_ORDER) if (field in patch) form.edited(field);
  }

  const fieldProps = {
    values,
    update,
    today,
    lastDay: lastChangeDay(today),
    fieldId,
    errorOf: (field: ChangeFormField) => form.errors[field],
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      aria-busy={form.isPending}
      onSubmit={form.handleSubmit}
      className="mt-6 grid gap-4 bg-white p-6 shadow-lg shadow-black/5"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {editing ? words.form.editHeading : words.form.newHeading}
      </h3>
      <SubmissionAlert className="font-semibold text-brick">
        {form.errorCount > 0 ? words.form.invalid : null}
      </SubmissionAlert>
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
                  setValues((current) => ({ ...current, kind, ...times }));
                  // Another kind asks other questions: the messages about the last one go.
                  for (const field of FIELD_ORDER) form.edited(field);
                }}
                className="size-5 accent-ink"
              />
              {words.kinds[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      {values.kind === 'hours' ? <HoursFields {...fieldProps} /> : <SessionFields {...fieldProps} />}
      <FormField
        as="textarea"
        look="desk"
        id={fieldId('note')}
        label={words.form.note}
        hint={
          <>
            {words.form.noteHint}
            <span className="block">
              {words.form.noteCounter(String(values.note.length), String(CHANGE_NOTE_MAX_LENGTH))}
            </span>
          </>
        }
        error={form.errors.note}
        dir="auto"
        rows={2}
        maxLength={CHANGE_NOTE_MAX_LENGTH}
        value={values.note}
        onChange={(event) => update({ note: event.target.value })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          variant="dark"
          isPending={form.isPending}
          label={editing ? words.form.save : words.form.post}
          busyLabel={words.form.saving}
        />
        {editing ? (
          <button
            type="button"
            className="min-h-11 px-2 font-semibold underline underline-offset-4"
            disabled={form.isPending}
            onClick={() => onDone()}
          >
            {words.form.cancelEdit}
          </button>
        ) : null}
        <SubmissionStatus submission={form} done={words.form.posted} className="text-sm font-semibold" />
      </div>
      <SubmissionAlert className="text-sm font-semibold text-brick">{form.failure}</SubmissionAlert>
    </form>
  );
}
