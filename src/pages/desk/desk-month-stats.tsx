import { type CSSProperties, useId } from 'react';
import { classLabels } from '@/content/class-labels';
import { deskOverview as words } from '@/content/desk-overview';
import { useDeskRead } from '@/desk/use-desk-read';
import type { MonthStats } from '@/firebase/desk-stats';
import { timetableClassNames } from '@/timetable/timetable-class-names';
import { BarChart } from './bar-chart';
import { DeskLoading, DeskReadFailed } from './desk-read-state';

const readStats = (signal: AbortSignal) =>
  import('@/firebase/desk-stats').then((module) => module.readMonthStats(signal));

const FUNNEL_STEPS = ['created', 'contacted', 'trialBooked', 'trialAttended', 'joined'] as const;

/**
 * What the charts draw while their counts are on their way (or failed): their rows are known
 * before the numbers (the funnel's steps, the timetable's classes). The charts are drawn from it,
 * hidden, so they hold exactly the room the counted ones take and the inbox and the change form
 * below do not jump under a staff member reading them.
 */
const NO_COUNTS: MonthStats = {
  funnel: { created: 0, contacted: 0, trialBooked: 0, trialAttended: 0, joined: 0 },
  trialsPerClass: timetableClassNames.map((className) => ({ className, count: 0 })),
};

/**
 * The month's line: the empty month's words, hidden unless the month is empty, hold its room in
 * every state (they are longer than the loading line in each language, wrapped or not), and the
 * loading line or a failure sits in the same grid cell over them.
 */
const LINE_CELL: CSSProperties = { display: 'grid' };
const IN_CELL: CSSProperties = { gridArea: '1 / 1' };
const HIDDEN: CSSProperties = { visibility: 'hidden' };

/** How the month went: the funnel, and trial requests per class, counted by Firestore. */
export function DeskMonthStats() {
  const headingId = useId();
  const { state, retry } = useDeskRead(readStats);
  const stats = state.status === 'ready' ? state.value.stats : undefined;
  const isEmpty = stats?.funnel.created === 0;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-display text-xl font-black uppercase tracking-wide">
        {words.month.heading}
      </h3>
      <div style={LINE_CELL}>
        <p
          aria-hidden={isEmpty ? undefined : true}
          className="mt-4 text-ink/80"
          style={isEmpty ? IN_CELL : { ...IN_CELL, ...HIDDEN }}
        >
          {words.month.empty}
        </p>
        {state.status === 'loading' && (
          <div style={IN_CELL}>
            <DeskLoading text={words.month.loading} />
          </div>
        )}
        {state.status === 'failed' && (
          <div style={IN_CELL}>
            <DeskReadFailed reason={state.reason} onRetry={retry} />
          </div>
        )}
      </div>
      <div aria-hidden={stats ? undefined : true} style={stats ? undefined : HIDDEN}>
        <Charts stats={stats ?? NO_COUNTS} />
      </div>
    </section>
  );
}

function Charts({ stats }: { stats: MonthStats }) {
  return (
    <>
      <BarChart
        title={words.month.funnelTitle}
        labelHeading={words.month.stepColumn}
        rows={FUNNEL_STEPS.map((step) => ({
          id: step,
          label: words.month.funnelSteps[step],
          count: stats.funnel[step],
        }))}
      />
      <BarChart
        title={words.month.classesTitle}
        labelHeading={words.month.classColumn}
        rows={stats.trialsPerClass.map(({ className, count }) => ({
          id: className,
          label: classLabels[className],
          count,
        }))}
      />
    </>
  );
}
