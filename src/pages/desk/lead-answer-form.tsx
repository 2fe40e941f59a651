import { useId, useState } from 'react';
import { SubmissionAlert, SubmissionStatus } from '@/components/forms/submission-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { done, failed, useSubmission } from '@/components/forms/use-submission';
import { FormField } from '@/components/ui/form-field';
import { deskInbox as words } from '@/content/desk-inbox';
import { answerLead, type DeskLead } from '@/firebase/desk-leads';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES, type LeadStatus } from '@/firebase/lead-statuses';

interface LeadAnswerFormProps {
  lead: DeskLead;
  onSaved: (answer: { status: LeadStatus; note: string }) => void;
}

/** A lead's status and staff note, saved together; a failed save keeps what was chosen and typed. */
export function LeadAnswerForm({ lead, onSaved }: LeadAnswerFormProps) {
  const [status, setStatus] = useState(lead.status);
  const [note, setNote] = useState(lead.note);
  const statusId = useId();
  const noteId = useId();
  // The place comes back only for a session still ahead (src/firebase/desk-leads.ts).
  const holdsPlace =
    lead.kind === 'trial' &&
    lead.status !== 'lost' &&
    lead.sessionStart !== null &&
    lead.sessionStart.getTime() > Date.now();
  const form = useSubmission({
    async send() {
      const answer = { status, note };
      const result = await answerLead(lead, answer);
      if (!result.ok) return failed(words.answer.failed);
      onSaved(answer);
      return done();
    },
    fallbackFailure: words.answer.failed,
  });

  return (
    <form
      onSubmit={form.handleSubmit}
      aria-busy={form.isPending}
      className="mt-4 grid gap-3 border-t border-ink/10 pt-4"
    >
      <FormField
        as="select"
        look="desk"
        id={statusId}
        label={words.answer.status}
        hint={holdsPlace ? words.answer.trialPlaceBack : undefined}
        value={status}
        onChange={(event) => setStatus(LEAD_STATUSES.find((value) => value === event.target.value) ?? status)}
      >
        {LEAD_STATUSES.map((value) => (
          <option key={value} value={value}>
            {words.statuses[value]}
          </option>
        ))}
      </FormField>
      <FormField
        as="textarea"
        look="desk"
        id={noteId}
        label={words.answer.note}
        hint={words.answer.noteCounter(note.length, LEAD_NOTE_MAX_LENGTH)}
        dir="auto"
        rows={2}
        maxLength={LEAD_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton
          variant="dark"
          isPending={form.isPending}
          label={words.answer.save}
          busyLabel={words.answer.saving}
        />
        <SubmissionStatus submission={form} done={words.answer.saved} className="text-sm font-semibold" />
        <SubmissionAlert className="text-sm font-semibold text-brick">{form.failure}</SubmissionAlert>
      </div>
    </form>
  );
}
