/**
 * The end of a public form that sends (contact, free trial): what it says while sending and about
 * the fields to correct, the note for a visitor whose browser has not started the page's script,
 * the failure, the submit button, and "Try again" after a failure. A retry keeps every value.
 */
import type { ReactNode } from 'react';
import { FormNeedsScriptNote } from '@/before-start/form-needs-script-note';
import { Button } from '@/components/ui/button';
import { correctFieldsAbove } from '@/content/form-corrections';
import { SubmissionAlert, SubmissionStatus } from './submission-status';
import { SubmitButton } from './submit-button';
import type { Submission } from './use-submission';

export interface SendControlsWords {
  sending: string;
  submit: string;
  /** The submit button while sending. */
  busy: string;
  tryAgain: string;
}

interface SendControlsProps {
  form: Pick<Submission<string, unknown, unknown>, 'phase' | 'isPending' | 'errorCount' | 'failure' | 'submit'>;
  words: SendControlsWords;
  submitId: string;
  /** What the alert says after a failure (the form's own words for its `form.failure`). */
  failure: ReactNode;
}

export function SendControls({ form, words, submitId, failure }: SendControlsProps) {
  function handleTryAgain() {
    // The try-again button goes away while sending: keep focus on the submit button instead.
    document.getElementById(submitId)?.focus();
    void form.submit();
  }

  return (
    <div className="flex flex-col items-start md:col-span-2">
      <SubmissionStatus
        submission={form}
        pending={words.sending}
        invalid={correctFieldsAbove}
        className="font-semibold [&:not(:empty)]:mb-4"
      />
      <FormNeedsScriptNote />
      <SubmissionAlert isAlwaysPresent className="w-full [&:not(:empty)]:mb-4">
        {form.failure !== null && failure}
      </SubmissionAlert>
      <div className="flex flex-wrap gap-4">
        <SubmitButton
          id={submitId}
          isPending={form.isPending}
          label={words.submit}
          busyLabel={words.busy}
          className="aria-disabled:cursor-wait aria-disabled:opacity-80"
        />
        {form.failure !== null && (
          <Button variant="dark" onClick={handleTryAgain}>
            {words.tryAgain}
          </Button>
        )}
      </div>
    </div>
  );
}
