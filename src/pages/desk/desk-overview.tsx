import { deskOverview as words } from '@/content/desk-overview';
import { optionalPart } from '@/lib/optional-part';
import { DeskPart } from './desk-part';

const overviewParts = optionalPart(() => import('./desk-overview-parts'));

/**
 * The desk's overview for staff: who is coming to today's and tomorrow's classes, and how
 * the month went. Mounted only once the account is known to be staff, so nothing is read for
 * anyone else. Its code (charts, timetable lookups, queries) is a part of its own.
 */
export function DeskOverview() {
  return (
    <DeskPart part={overviewParts} loading={words.loading} failed={words.failures.network} retry={words.retry}>
      {(parts) => <parts.DeskOverviewParts />}
    </DeskPart>
  );
}
