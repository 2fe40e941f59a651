import { useId, useState } from 'react';
import { deskOverview as words } from '@/content/desk-overview';
import { formatDeskCount } from '@/desk/desk-count-format';
import { type RosterRead, readRoster } from '@/desk/read-roster';
import { buildRoster, rosterSessions, type SessionRoster } from '@/desk/session-roster';
import { useDeskRead } from '@/desk/use-desk-read';
import { useRosterNow } from '@/desk/use-roster-now';
import { DeskLoading, DeskReadFailed } from './desk-read-state';
import { RosterSession } from './roster-session';

/**
 * Today's and tomorrow's classes, one part per session: who booked, the waitlist, the trial
 * visitors, and who came. Read once when the overview opens (and on Try again); what staff do
 * here changes the roster in place, as the accepted write left it.
 */
export function DeskRoster() {
  const headingId = useId();
  const { state, retry } = useDeskRead(readRoster);

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-display text-xl font-black uppercase tracking-wide">
        {words.roster.heading}
      </h3>
      <p className="mt-2 text-ink/80">{words.roster.intro}</p>
      {state.status === 'loading' && <DeskLoading text={words.roster.loading} />}
      {state.status === 'failed' && <DeskReadFailed reason={state.reason} onRetry={retry} />}
      {state.status === 'ready' && <Roster read={state.value} />}
    </section>
  );
}

function Roster({ read }: { read: RosterRead }) {
  const [sessions, setSessions] = useState(() => buildRoster({ ...read, sessions: rosterSessions(read.now) }));
  const now = useRosterNow(sessions.map(({ start }) => start));

  function change(sessionId: string, next: (found: SessionRoster) => SessionRoster) {
    setSessions((current) => current.map((found) => (found.sessionId === sessionId ? next(found) : found)));
  }

  if (sessions.length === 0) return <p className="mt-4 text-ink/80">{words.roster.empty}</p>;
  return (
    <>
      {read.isBookingsCut && (
        <p className="mt-4 font-semibold">{words.roster.bookingsCut(formatDeskCount(read.bookings.length))}</p>
      )}
      {read.isTrialsCapped && (
        <p className="mt-4 font-semibold">{words.roster.trialsCapped(formatDeskCount(read.trials.length))}</p>
      )}
      {sessions.map((found) => (
        <RosterSession
          key={found.sessionId}
          roster={found}
          now={now}
          onChange={(next) => change(found.sessionId, next)}
        />
      ))}
    </>
  );
}
