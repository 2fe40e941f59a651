import { DeskMonthStats } from './desk-month-stats';
import { DeskRoster } from './desk-roster';

/** The overview's two parts; each reads on its own and fails on its own. */
export function DeskOverviewParts() {
  return (
    <>
      <DeskRoster />
      <DeskMonthStats />
    </>
  );
}
