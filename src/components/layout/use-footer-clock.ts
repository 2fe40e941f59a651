import { type ComponentType, useEffect, useState } from 'react';
import { useOptionalPart } from '@/lib/optional-part';
import { liveOpeningHoursPart } from '@/live-timetable/live-opening-hours-part';

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

type LiveHours = ComponentType<{ tone: 'onDark'; isCompact: true }>;

/**
 * What the footer knows only once the page has started. The first render uses the build's year,
 * exactly as the prerendered HTML has it (so hydration matches), and nothing of the live hours;
 * after mount the year becomes the visitor's current year (which differs when the site was built
 * in an earlier year), and "Open now" with the special hours staff posted loads as an
 * optional part. If it cannot load, the weekly hours say all there is.
 */
export function useFooterClock(): { year: number; LiveHours: LiveHours | undefined } {
  const [isStarted, setIsStarted] = useState(false);
  useEffect(() => setIsStarted(true), []);
  const liveHours = useOptionalPart(liveOpeningHoursPart, isStarted);
  return { year: isStarted ? new Date().getFullYear() : BUILD_YEAR, LiveHours: liveHours?.default };
}
