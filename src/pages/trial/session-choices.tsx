import type { ReactNode } from 'react';
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { trialPage } from '@/content/trial-page';
import { formatLongDate } from '@/i18n/format';
import { cn } from '@/lib/cn';
import type { ClassSession } from '@/timetable/sessions';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';
import type { LiveSession } from '@/trial/live-sessions';
import type { LiveSessionsModule } from '@/trial/use-live-sessions';

const words = trialPage;

export const SESSION_FIELD_ID = 'trial-session';
const ERROR_ID = `${SESSION_FIELD_ID}-error`;
const NOTE_ID = `${SESSION_FIELD_ID}-note`;

/** The session's day, date and hours: its new hours when staff moved it. */
export function sessionWhen(session: ClassSession, live?: LiveSession): string {
  return words.sessionWhen(
    weekdayName(session.slot.day),
    formatLongDate(session.date),
    live?.hours ?? formatClassHours(session.slot.time),
  );
}

/**
 * What stands in for the dates until the page has started (they depend on today) and then until
 * a class is chosen. Both sentences take the same cell, the one not meant hidden, so the room is
 * the longer one's in both states: the form below does not move when the page starts.
 */
function DatesNotShown({ isStarted }: { isStarted: boolean }) {
  const sentence = (text: string, isShown: boolean) => (
    <p className={cn('col-start-1 row-start-1 text-ink/75', !isShown && 'invisible')}>{text}</p>
  );
  return (
    <div className="grid">
      {sentence(words.datesAfterStart, !isStarted)}
      {sentence(words.chooseClassFirst, isStarted)}
    </div>
  );
}

interface SessionChoicesProps {
  /** Null until the page has loaded: the dates depend on today. */
  sessions: readonly ClassSession[] | null;
  hasClass: boolean;
  isFull: (session: ClassSession) => boolean;
  /** It does not take place (cancelled, the gym closed at its time): it cannot be chosen. */
  isOff: (session: ClassSession) => boolean;
  /** What the live changes do to a session, once they are known and touch it: its mark, hours and lines. */
  liveSession: (session: ClassSession) => LiveSession | undefined;
  /** The live changes' words, loaded only when there are changes. */
  live: LiveSessionsModule | undefined;
  /** Said above the dates (the taken places could not be read). */
  note?: string;
  /** Said above the dates as it happens: the chosen date turned out not to take place. */
  offNotice?: string;
  value: string;
  onChange: (sessionId: string) => void;
  error?: ReactNode;
  errorIcon: ReactNode;
}

/**
 * The chosen class's next dates as radio buttons (arrow keys move between them); a full date,
 * or one that does not take place (cancelled, the gym closed), says so in words and cannot be
 * chosen; a moved date shows its new hours, and what changed is said below the date. Takes
 * focus as a whole when no date is chosen.
 */
export function SessionChoices({
  sessions,
  hasClass,
  isFull,
  isOff,
  liveSession,
  live,
  note,
  offNotice,
  value,
  onChange,
  error,
  errorIcon,
}: SessionChoicesProps) {
  let body: ReactNode;
  if (sessions === null || !hasClass) body = <DatesNotShown isStarted={sessions !== null} />;
  else if (sessions.length === 0) body = <p className="text-ink/75">{words.noSessions(TRIAL_BOOKING_DAYS)}</p>;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {sessions.map((session) => {
          const changed = liveSession(session);
          const isSessionOff = isOff(session);
          const isSessionFull = !isSessionOff && isFull(session);
          const isUnavailable = isSessionOff || isSessionFull;
          const changeLines = changed?.lines ?? [];
          const changesId = `${session.sessionId}-changes`;
          return (
            <li key={session.sessionId}>
              <label
                className={cn(
                  'flex min-h-12 items-center gap-3 border-2 border-ink/25 bg-white px-2 py-1',
                  isUnavailable ? 'cursor-not-allowed text-ink/60' : 'cursor-pointer has-checked:border-ink',
                )}
              >
                <input
                  type="radio"
                  name="session"
                  value={session.sessionId}
                  checked={value === session.sessionId && !isUnavailable}
                  disabled={isUnavailable}
                  onChange={() => onChange(session.sessionId)}
                  aria-describedby={live && changeLines.length > 0 ? changesId : undefined}
                  className="size-11 shrink-0 accent-red"
                />
                <span>
                  {sessionWhen(session, changed)}
                  {isSessionFull && <span className="ms-2 font-semibold text-brick uppercase">{words.full}</span>}
                  {changed?.mark && <span className="ms-2 font-semibold text-brick uppercase">{changed.mark}</span>}
                </span>
              </label>
              {live && changeLines.length > 0 && (
                <div id={changesId} className="mt-1 ps-2">
                  <live.ChangeLines lines={changeLines} />
                </div>
              )}
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
      {offNotice && (
        <p role="alert" className="font-semibold text-brick">
          {offNotice}
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
