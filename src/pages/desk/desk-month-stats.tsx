import { useId } from 'react';
import { classLabels } from '@/content/class-labels';
import { deskOverview as words } from '@/content/desk-overview';
import { useDeskRead } from '@/desk/use-desk-read';
import type { MonthStats } from '@/firebase/desk-stats';
import { timetableClassNames } from '@/timetable/timetable-class-names';
import { BarChart, barChartRem } from './bar-chart';
import { DeskLoading, DeskReadFailed } from './desk-read-state';

const readStats = (signal: AbortSignal) =>
  import('@/firebase/desk-stats').then((module) => module.readMonthStats(signal));

const FUNNEL_STEPS = ['created', 'contacted', 'trialBooked', 'joined'] as const;

/**
 * The charts' room, kept while the counts are on their way (or failed): their rows are known
 * before the numbers (the funnel's steps, the timetable's classes), and without it the inbox and
 * the change form below would jump most of a screen down under a staff member reading them. The
 * month's empty line (its top margin and one line) is kept too.
 */
const CHARTS_ROOM = {
  minBlockSize: `${barChartRem(FUNNEL_STEPS.length) + barChartRem(timetableClassNames.length) + 2.5}rem`,
};

/** How the month went: the funnel, and trial requests per class, counted by Firestore. */
export function DeskMonthStats() {
  const headingId = useId();
  const { state, retry } = useDeskRead(readStats);

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h3 id={headingId} className="font-display text-xl font-black uppercase tracking-wide">
        {words.month.heading}
      </h3>
      <div style={CHARTS_ROOM}>
        {state.status === 'loading' && <DeskLoading text={words.month.loading} />}
        {state.status === 'failed' && <DeskReadFailed reason={state.reason} onRetry={retry} />}
        {state.status === 'ready' && <Charts stats={state.value.stats} />}
      </div>
    </section>
  );
}

function Charts({ stats }: { stats: MonthStats }) {
  return (
    <>
      {stats.funnel.created === 0 && <p className="mt-4 text-ink/80">{words.month.empty}</p>}
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
