import { DeskMonthStats } from './desk-month-stats';
import { DeskUpcomingTrials } from './desk-upcoming-trials';

/** The overview's two parts; each reads on its own and fails on its own. */
export function DeskOverviewParts() {
  return (
    <>
      <DeskUpcomingTrials />
      <DeskMonthStats />
    </>
  );
}
