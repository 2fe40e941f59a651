import type { ReactNode } from 'react';
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { trialPage } from '@/content/trial-page';
import { formatLongDate } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';
import type { TrialSession } from '@/timetable/trial-sessions';

const words = trialPage;

export const SESSION_FIELD_ID = 'trial-session';
const ERROR_ID = `${SESSION_FIELD_ID}-error`;
const NOTE_ID = `${SESSION_FIELD_ID}-note`;

export function sessionWhen(session: TrialSession): string {
  return words.sessionWhen(
    weekdayName(session.slot.day),
    formatLongDate(session.date),
    formatClassHours(session.slot.time),
  );
}

interface SessionChoicesProps {
  /** Null until the page has loaded: the dates depend on today. */
  sessions: readonly TrialSession[] | null;
  hasClass: boolean;
  isFull: (session: TrialSession) => boolean;
  /** Said above the dates (the taken places could not be read). */
  note?: string;
  value: string;
  onChange: (sessionId: string) => void;
  error?: ReactNode;
  errorIcon: ReactNode;
}

/**
 * The chosen class's next dates as radio buttons (arrow keys move between them); a full date
 * says so in words and cannot be chosen. Takes focus as a whole when no date is chosen.
 */
export function SessionChoices({
  sessions,
  hasClass,
  isFull,
  note,
  value,
  onChange,
  error,
  errorIcon,
}: SessionChoicesProps) {
  let body: ReactNode;
  if (sessions === null) body = <p className="text-ink/75">{words.datesAfterStart}</p>;
  else if (!hasClass) body = <p className="text-ink/75">{words.chooseClassFirst}</p>;
  else if (sessions.length === 0) body = <p className="text-ink/75">{words.noSessions(TRIAL_BOOKING_DAYS)}</p>;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {sessions.map((session) => {
          const isSessionFull = isFull(session);
          return (
            <li key={session.sessionId}>
              <label
                className={cn(
                  'flex min-h-12 items-center gap-3 border-2 border-ink/25 bg-white px-2 py-1',
                  isSessionFull ? 'cursor-not-allowed text-ink/60' : 'cursor-pointer has-checked:border-ink',
                )}
              >
                <input
                  type="radio"
                  name="session"
                  value={session.sessionId}
                  checked={value === session.sessionId && !isSessionFull}
                  disabled={isSessionFull}
                  onChange={() => onChange(session.sessionId)}
                  className="size-11 shrink-0 accent-red"
                />
                <span>
                  {sessionWhen(session)}
                  {isSessionFull && <span className="ms-2 font-semibold text-brick uppercase">{words.full}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );

  return (
    <fieldset
      id={SESSION_FIELD_ID}
      tabIndex={-1}
      aria-describedby={[note ? NOTE_ID : '', error ? ERROR_ID : ''].filter(Boolean).join(' ') || undefined}
      className="flex flex-col gap-2 outline-none md:col-span-2"
    >
      <legend className="mb-2">
        {words.fields.session.legend}
        <span aria-hidden="true" className="text-brick">
          {' '}
          *
        </span>
      </legend>
      {note && (
        <p id={NOTE_ID} className="font-semibold text-brick">
          {note}
        </p>
      )}
      {body}
      {error && (
        <p id={ERROR_ID} className="flex items-start gap-2 text-sm font-semibold text-brick">
          {errorIcon}
          {error}
        </p>
      )}
    </fieldset>
  );
}
