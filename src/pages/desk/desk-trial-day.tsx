import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { deskTrialDay as words } from '@/content/desk-trial-day';
import { formatDeskCount } from '@/desk/desk-count-format';
import { useDeskRead } from '@/desk/use-desk-read';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { MAX_TRIAL_REQUESTS_PER_DAY } from '@/firebase/trial-day';
import { DeskLoading, DeskReadFailed } from './desk-read-state';

const readDay = (signal: AbortSignal) =>
  import('@/firebase/desk-trial-day').then((module) => module.readTrialDay(signal));

const MIN_LIMIT = 1;

/** A whole number staff may set as the limit, or undefined. */
function parseLimit(text: string): number | undefined {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= MIN_LIMIT && value <= MAX_TRIAL_REQUESTS_PER_DAY ? value : undefined;
}

/** Today's trial requests against the day's cap (src/firebase/trial-day.ts), and the form that sets the cap. */
export function DeskTrialDay() {
  const headingId = useId();
  const { state, retry } = useDeskRead(readDay);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-display text-xl font-black uppercase tracking-wide">
        {words.heading}
      </h3>
      <p className="mt-2 max-w-2xl text-ink/80">{words.intro}</p>
      {state.status === 'loading' && <DeskLoading text={words.loading} />}
      {state.status === 'failed' && <DeskReadFailed reason={state.reason} onRetry={retry} />}
      {state.status === 'ready' && <DayCount {...state.value.day} />}
    </section>
  );
}

function DayCount({ limit: storedLimit, count }: { limit: number; count: number }) {
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [limit, setLimit] = useState(storedLimit);
  const [text, setText] = useState(String(storedLimit));
  const [isInvalid, setIsInvalid] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: number } | { failed: FirestoreFailure }>();
  const [isSaving, setIsSaving] = useState(false);
  const min = formatDeskCount(MIN_LIMIT);
  const max = formatDeskCount(MAX_TRIAL_REQUESTS_PER_DAY);

  async function save(event: FormEvent) {
    event.preventDefault();
    const value = parseLimit(text);
    setIsInvalid(value === undefined);
    setOutcome(undefined);
    if (value === undefined) return;
    setIsSaving(true);
    const { setTrialDayLimit } = await import('@/firebase/desk-trial-day');
    const result = await setTrialDayLimit(value);
    setIsSaving(false);
    setOutcome(result.ok ? { saved: value } : { failed: result.reason });
    if (result.ok) setLimit(value);
  }

  return (
    <>
      <p className="mt-4 font-semibold">{words.today(formatDeskCount(count), formatDeskCount(limit))}</p>
      {count >= limit && <p className="mt-1 text-ink/80">{words.full}</p>}
      <form className="mt-4 flex flex-col items-start gap-2" onSubmit={save} noValidate>
        <label htmlFor={fieldId} className="font-semibold">
          {words.limitLabel}
        </label>
        <input
          id={fieldId}
          type="text"
          inputMode="numeric"
          dir="ltr"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? `${errorId} ${hintId}` : hintId}
          className="w-32 border border-ink/40 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brick"
        />
        <p id={hintId} className="text-sm text-ink/80">
          {words.limitHint(min, max)}
        </p>
        {isInvalid && (
          <p id={errorId} role="alert" className="font-semibold text-brick">
            {words.limitInvalid(min, max)}
          </p>
        )}
        <Button type="submit" disabled={isSaving}>
          {words.save}
        </Button>
        <p role="status" className="min-h-6">
          {outcome && 'saved' in outcome ? words.saved(formatDeskCount(outcome.saved)) : ''}
        </p>
        {outcome && 'failed' in outcome && <p role="alert">{words.failures[outcome.failed]}</p>}
      </form>
    </>
  );
}
