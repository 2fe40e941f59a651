import { useId, useState } from 'react';
import { NON_NAVIGATING_FORM_METHOD } from '@/before-start/early-submit-contract';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, type FieldErrors, failed, invalid, useSubmission } from '@/components/forms/use-submission';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { GymClassName } from '@/content/class-names';
import { placesOf, TRIAL_PLACES_PER_SESSION } from '@/content/class-places-facts';
import { deskOverview as words } from '@/content/desk-overview';
import {
  type CountError,
  type CountField,
  type CountValues,
  checkCountCorrection,
} from '@/desk/count-correction-rules';
import { formatDeskCount } from '@/desk/desk-count-format';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import type { SessionCount } from '@/timetable/session-count';

const text = words.roster.correction;

interface CountCorrectionProps {
  sessionId: string;
  className: GymClassName;
  count: SessionCount;
  onCorrected: (count: SessionCount) => void;
}

/** "Correct the count" opens the form under it; Close folds it away and gives focus back. */
export function CountCorrection(props: CountCorrectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  const toggleId = `${formId}-toggle`;
  return (
    <div className="mt-3">
      <button
        id={toggleId}
        type="button"
        className="inline-flex min-h-11 items-center border-2 border-ink px-4 font-semibold text-ink hover:bg-ink hover:text-white"
        aria-expanded={isOpen}
        aria-controls={isOpen ? formId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        {text.open}
      </button>
      {isOpen ? (
        <CountCorrectionForm
          {...props}
          id={formId}
          onClose={() => {
            setIsOpen(false);
            document.getElementById(toggleId)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * A session's places booked and trial places, set by hand (a member who booked at the desk, a
 * count that drifted): checked by the same bounds the rules hold it to, then saved with the
 * waitlist as stored. A refusal or a failure keeps the numbers typed and says why.
 */
function CountCorrectionForm({
  id,
  sessionId,
  className,
  count,
  onCorrected,
  onClose,
}: CountCorrectionProps & { id: string; onClose: () => void }) {
  const [values, setValues] = useState<CountValues>({ booked: String(count.booked), trials: String(count.trials) });
  const places = formatDeskCount(placesOf(className));
  const trialPlaces = formatDeskCount(TRIAL_PLACES_PER_SESSION);
  const headingId = `${id}-heading`;
  const hintId = `${id}-hint`;
  const alertId = `${id}-alert`;

  const errorWords: Record<CountError, string> = {
    notWhole: text.errors.notWhole,
    tooManyTrials: text.errors.tooManyTrials(trialPlaces),
    overPlaces: text.errors.overPlaces(places),
  };
  const failureWords: Record<FirestoreFailure, string> = {
    network: text.failures.network,
    unavailable: text.failures.unavailable,
    rejected: text.failures.rejected(places, trialPlaces),
  };

  function errorsOf(): FieldErrors<CountField> {
    const check = checkCountCorrection(values, className);
    if (check.ok) return {};
    const { booked, trials } = check.errors;
    return { ...(booked ? { booked: errorWords[booked] } : {}), ...(trials ? { trials: errorWords[trials] } : {}) };
  }

  const form = useSubmission<CountField, string>({
    fields: { booked: `${id}-booked`, trials: `${id}-trials` },
    validate: errorsOf,
    async send() {
      const check = checkCountCorrection(values, className);
      if (!check.ok) return invalid(errorsOf());
      const { correctSessionCount } = await import('@/firebase/desk-bookings');
      const result = await correctSessionCount(sessionId, check.booked, check.trials);
      if (!result.ok)
        return failed(failureWords[result.reason], result.reason === 'rejected' ? ['booked', 'trials'] : []);
      onCorrected(result.value);
      return done();
    },
    fallbackFailure: failureWords.unavailable,
  });

  const setField = (field: CountField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  return (
    <form
      id={id}
      method={NON_NAVIGATING_FORM_METHOD}
      noValidate
      aria-labelledby={headingId}
      aria-busy={form.isPending}
      onSubmit={form.handleSubmit}
      className="mt-3 flex flex-col gap-4 border-2 border-ink/20 p-4"
    >
      <h5 id={headingId} className="font-semibold">
        {text.heading}
      </h5>
      <p id={hintId} className="text-sm text-ink/80">
        {text.hint(places, trialPlaces)}
      </p>
      <SubmissionAlert id={alertId}>{form.failure}</SubmissionAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['booked', 'trials'] as const).map((field) => (
          <FormField
            key={field}
            {...form.fieldProps(field, values[field], setField(field))}
            look="account"
            label={text[field]}
            describedBy={form.failedFields.includes(field) ? [hintId, alertId] : [hintId]}
            type="number"
            inputMode="numeric"
            min={0}
            max={field === 'trials' ? TRIAL_PLACES_PER_SESSION : placesOf(className)}
            step={1}
            required
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton isPending={form.isPending} label={text.save} busyLabel={text.saving} variant="dark" />
        <Button variant="outline" className="border-ink text-ink hover:bg-ink hover:text-white" onClick={onClose}>
          {text.close}
        </Button>
      </div>
      <SubmissionStatus submission={form} pending={text.saving} className="sr-only" />
      <SubmissionStatus submission={form} done={text.saved} invalid={text.invalid} className="font-semibold" />
    </form>
  );
}
