import { useId } from 'react';
import { classLabels } from '@/content/class-labels';
import type { GymClassName } from '@/content/class-names';
import { deskOverview as words } from '@/content/desk-overview';
import { trainers } from '@/content/trainers';
import { formatDeskCount } from '@/desk/desk-count-format';
import { groupTrialsBySession, type TrialSession } from '@/desk/trial-sessions';
import { useDeskRead } from '@/desk/use-desk-read';
import type { LeadStatus } from '@/firebase/lead-statuses';
import { pageIntlLocale } from '@/i18n/format';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';
import { formatClassHours, weekdayName } from '@/timetable/timetable-format';
import { CancelledTrialMark } from './cancelled-trial-mark';
import { DeskLoading, DeskReadFailed } from './desk-read-state';

// The content's status words, checked against the statuses the rules accept.
const statusWords: Readonly<Record<LeadStatus, string>> = words.statuses;

const readTrials = (signal: AbortSignal) =>
  import('@/firebase/desk-trials').then((module) => module.readUpcomingTrials(signal));

/** Today's and tomorrow's trial requests, one table of visitors per session. */
export function DeskUpcomingTrials() {
  const headingId = useId();
  const { state, retry } = useDeskRead(readTrials);

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-display text-xl font-black uppercase tracking-wide">
        {words.trials.heading}
      </h3>
      {state.status === 'loading' && <DeskLoading text={words.trials.loading} />}
      {state.status === 'failed' && <DeskReadFailed reason={state.reason} onRetry={retry} />}
      {state.status === 'ready' && <Sessions {...state.value} />}
    </section>
  );
}

function Sessions({ trials, isCapped }: { trials: Parameters<typeof groupTrialsBySession>[0]; isCapped: boolean }) {
  const sessions = groupTrialsBySession(trials, new Date());
  if (sessions.length === 0) return <p className="mt-4 text-ink/80">{words.trials.empty}</p>;
  return (
    <>
      {isCapped && <p className="mt-4 font-semibold">{words.trials.capped(formatDeskCount(trials.length))}</p>}
      {sessions.map((session) => (
        <SessionGroup key={session.sessionId} session={session} />
      ))}
    </>
  );
}

let startFormat: Intl.DateTimeFormat | undefined;

/** "Today, Tuesday 6:00pm-7:00pm: Boxing with Youssef Gharbi", from the timetable where it can. */
function sessionHeading(session: TrialSession): string {
  const day = session.dayOffset === 0 ? words.trials.today : words.trials.tomorrow;
  const { slot } = session;
  if (slot) {
    return words.trials.session({
      day,
      weekday: weekdayName(slot.day),
      time: formatClassHours(slot.time),
      className: classLabels[slot.className],
      trainer: trainers.find((trainer) => trainer.id === slot.trainerId)?.name ?? '',
    });
  }
  startFormat ??= new Intl.DateTimeFormat(pageIntlLocale, {
    timeZone: GYM_TIME_ZONE,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
  // Not isGymClassName: the class list's own module would become a chunk of its own for one lookup.
  const className = Object.hasOwn(classLabels, session.className)
    ? classLabels[session.className as GymClassName]
    : session.className;
  return words.trials.unknownSession({ day, when: startFormat.format(session.start), className });
}

// A name typed without spaces still wraps on a phone rather than widen the page; inline, as a
// utility only the desk used would enlarge the stylesheet every public page loads.
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

function SessionGroup({ session }: { session: TrialSession }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6" data-session={session.sessionId}>
      <h4 id={headingId} className="font-semibold">
        {sessionHeading(session)}
      </h4>
      <table aria-labelledby={headingId} className="mt-2 w-full text-sm">
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {words.trials.name}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {words.trials.phone}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {words.trials.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {session.trials.map((trial) => (
            <tr key={trial.id} className="border-b border-ink/10">
              {/* What the visitor typed, as text, isolated so its own direction cannot reorder the row. */}
              <td className="py-2 pe-3" style={BREAK_ANYWHERE}>
                <bdi>{trial.name}</bdi>
              </td>
              <td className="py-2 pe-3 whitespace-nowrap" dir="ltr">
                {trial.phone}
              </td>
              <td className="py-2">
                {statusWords[trial.status as LeadStatus] ?? words.otherStatus}
                <CancelledTrialMark trial={trial} className="mt-1 flex flex-wrap items-center gap-2" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
