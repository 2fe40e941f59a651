import { DeskMonthStats } from './desk-month-stats';
import { DeskTrialDay } from './desk-trial-day';
import { DeskUpcomingTrials } from './desk-upcoming-trials';

/** The overview's parts; each reads on its own and fails on its own. */
export function DeskOverviewParts() {
  return (
    <>
      <DeskUpcomingTrials />
      <DeskMonthStats />
      <DeskTrialDay />
    </>
  );
}
