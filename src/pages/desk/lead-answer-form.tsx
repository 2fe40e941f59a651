import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { deskInbox as words } from '@/content/desk-inbox';
import { answerLead, type DeskLead } from '@/firebase/desk-leads';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES, type LeadStatus } from '@/firebase/lead-statuses';

type SavePhase = 'idle' | 'saving' | 'saved' | 'failed';

interface LeadAnswerFormProps {
  lead: DeskLead;
  onSaved: (answer: { status: LeadStatus; note: string }) => void;
}

/** A lead's status and staff note, saved together; a failed save keeps what was chosen and typed. */
export function LeadAnswerForm({ lead, onSaved }: LeadAnswerFormProps) {
  const [status, setStatus] = useState(lead.status);
  const [note, setNote] = useState(lead.note);
  const [phase, setPhase] = useState<SavePhase>('idle');
  const statusId = useId();
  const noteId = useId();
  const counterId = useId();
  const placeId = useId();
  // The place comes back only for a session still ahead (src/firebase/desk-leads.ts).
  const holdsPlace =
    lead.kind === 'trial' &&
    lead.status !== 'lost' &&
    lead.sessionStart !== null &&
    lead.sessionStart.getTime() > Date.now();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (phase === 'saving') return;
    setPhase('saving');
    const answer = { status, note };
    const result = await answerLead(lead, answer);
    setPhase(result.ok ? 'saved' : 'failed');
    if (result.ok) onSaved(answer);
  }

  const change = () => setPhase((current) => (current === 'saving' ? current : 'idle'));

  return (
    <form onSubmit={handleSubmit} className="mt-4 grid gap-3 border-t border-ink/10 pt-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="font-semibold">
          {words.answer.status}
        </label>
        <select
          id={statusId}
          aria-describedby={holdsPlace ? placeId : undefined}
          className="min-h-11 border border-ink/40 bg-white px-3 py-2"
          value={status}
          onChange={(event) => {
            setStatus(LEAD_STATUSES.find((value) => value === event.target.value) ?? status);
            change();
          }}
        >
          {LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {words.statuses[value]}
            </option>
          ))}
        </select>
        {holdsPlace ? (
          <p id={placeId} className="text-sm text-ink/70">
            {words.answer.trialPlaceBack}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={noteId} className="font-semibold">
          {words.answer.note}
        </label>
        <textarea
          id={noteId}
          dir="auto"
          rows={2}
          maxLength={LEAD_NOTE_MAX_LENGTH}
          aria-describedby={counterId}
          className="border border-ink/40 bg-white px-3 py-2"
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            change();
          }}
        />
        <p id={counterId} className="text-sm text-ink/70">
          {words.answer.noteCounter(note.length, LEAD_NOTE_MAX_LENGTH)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="dark" disabled={phase === 'saving'}>
          {phase === 'saving' ? words.answer.saving : words.answer.save}
        </Button>
        <p role="status" className="text-sm font-semibold">
          {phase === 'saved' ? words.answer.saved : ''}
        </p>
        {phase === 'failed' ? (
          <p role="alert" className="text-sm font-semibold text-brick">
            {words.answer.failed}
          </p>
        ) : null}
      </div>
    </form>
  );
}
