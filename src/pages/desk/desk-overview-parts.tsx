import { DeskMonthStats } from './desk-month-stats';
import { DeskRoster } from './desk-roster';
import { DeskTrialDay } from './desk-trial-day';

/** The overview's parts; each reads on its own and fails on its own. */
export function DeskOverviewParts() {
  return (
    <>
      <DeskRoster />
      <DeskMonthStats />
      <DeskTrialDay />
    </>
  );
}
