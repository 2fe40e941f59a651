import { DeskMonthStats } from './desk-month-stats';
import { DeskUpcomingTrials } from './desk-upcoming-trials';

/**
 * The desk's overview for staff (issue 31 §3): who comes for a trial today and tomorrow, and how
 * the month went. Mounted only once the account is known to be staff, so nothing is read for
 * anyone else; each part reads on its own and fails on its own.
 */
export function DeskOverview() {
  return (
    <div>
      <DeskUpcomingTrials />
      <DeskMonthStats />
    </div>
  );
}
