import { optionalPart } from '@/lib/optional-part';

/**
 * The open-now line and the coming special hours (live-opening-hours.tsx): a chunk of its own that
 * the footer of every page and the contact page share, loaded once the page has started.
 */
export const liveOpeningHoursPart = optionalPart(() => import('./live-opening-hours'));
