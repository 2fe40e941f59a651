import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { deskChanges as words } from '@/content/desk-changes';
import { type ChangeFormField, type ChangeFormValues, comingSlotDates } from '@/desk/change-form-rules';
import { formatDateInPage, slotLabel, trainerName } from '@/desk/change-words';
import { classSlotById, classSlots } from '@/timetable/class-slots';
import { formatGymTime, type GymDate } from '@/timetable/gym-date';
import { changeTrainerIds } from '@/timetable/timetable-changes';

export interface KindFieldsProps {
  values: ChangeFormValues;
  update: (patch: Partial<ChangeFormValues>) => void;
  today: GymDate;
  lastDay: GymDate;
  fieldId: (field: ChangeFormField) => string;
  errorOf: (field: ChangeFormField) => ReactNode;
}

function TimeField({
  field,
  label,
  ...props
}: KindFieldsProps & { field: 'start' | 'end' | 'opens' | 'closes'; label: string }) {
  return (
    <FormField
      look="desk"
      id={props.fieldId(field)}
      label={label}
      error={props.errorOf(field)}
      type="time"
      step={60}
      value={props.values[field]}
      onChange={(event) => props.update({ [field]: event.target.value })}
    />
  );
}

/** A session's class and coming date; for a move its new times, for a substitute the coach. */
export function SessionFields(props: KindFieldsProps) {
  const { values, update, today, fieldId, errorOf } = props;
  const slot = classSlotById(values.slotId);
  const dates = slot ? comingSlotDates(slot, today) : [];
  // An edited change's date stays offered even if it is no longer among the next few.
  if (values.date && slot && !dates.includes(values.date)) dates.unshift(values.date);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          as="select"
          look="desk"
          id={fieldId('slotId')}
          label={words.form.slot}
          error={errorOf('slotId')}
          value={values.slotId}
          onChange={(event) => {
            const next = classSlotById(event.target.value);
            // A moved session starts from the class's own times, to be changed.
            update({
              slotId: event.target.value,
              date: next && slot?.day === next.day ? values.date : '',
              ...(next && values.kind === 'moved' && !values.start
                ? { start: formatGymTime(next.start), end: formatGymTime(next.end) }
                : {}),
            });
          }}
        >
          <option value="">{words.form.chooseSlot}</option>
          {classSlots.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {slotLabel(candidate)}
            </option>
          ))}
        </FormField>
        <FormField
          as="select"
          look="desk"
          id={fieldId('date')}
          label={words.form.sessionDate}
          hint={words.form.dateHint}
          error={errorOf('date')}
          value={values.date}
          onChange={(event) => update({ date: event.target.value })}
        >
          <option value="">{words.form.chooseDate}</option>
          {dates.map((date) => (
            <option key={date} value={date}>
              {formatDateInPage(date)}
            </option>
          ))}
        </FormField>
      </div>
      {values.kind === 'moved' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TimeField {...props} field="start" label={words.form.start} />
          <TimeField {...props} field="end" label={words.form.end} />
        </div>
      ) : null}
      {values.kind === 'substitute' ? (
        <FormField
          as="select"
          look="desk"
          id={fieldId('trainerId')}
          label={words.form.trainer}
          error={errorOf('trainerId')}
          value={values.trainerId}
          onChange={(event) => update({ trainerId: event.target.value })}
        >
          <option value="">{words.form.chooseTrainer}</option>
          {changeTrainerIds.map((id) => (
            <option key={id} value={id}>
              {trainerName(id)}
            </option>
          ))}
        </FormField>
      ) : null}
    </>
  );
}

/** Special opening hours: the first and last days, and closed or other hours. */
export function HoursFields(props: KindFieldsProps) {
  const { values, update, today, lastDay, fieldId, errorOf } = props;
  const dateInput = (field: 'from' | 'to', label: string, hint?: string) => (
    <FormField
      look="desk"
      id={fieldId(field)}
      label={label}
      hint={hint}
      error={errorOf(field)}
      type="date"
      min={today}
      max={lastDay}
      value={values[field]}
      onChange={(event) => update({ [field]: event.target.value })}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {dateInput('from', words.form.from)}
        {dateInput('to', words.form.to, words.form.rangeHint)}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{words.form.hoursMode}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {([true, false] as const).map((closed) => (
            <label key={String(closed)} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${fieldId('opens')}-mode`}
                checked={values.closed === closed}
                onChange={() => update({ closed })}
                className="size-5 accent-ink"
              />
              {closed ? words.form.closedAllDay : words.form.otherHours}
            </label>
          ))}
        </div>
      </fieldset>
      {values.closed ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TimeField {...props} field="opens" label={words.form.opensAt} />
          <TimeField {...props} field="closes" label={words.form.closesAt} />
        </div>
      )}
    </>
  );
}
