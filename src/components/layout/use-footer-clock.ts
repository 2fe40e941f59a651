import { type ComponentType, useEffect, useState } from 'react';

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

type LiveHours = ComponentType<{ tone: 'onDark'; isCompact: true }>;

/**
 * What the footer knows only once the page has started. The first render uses the build's year,
 * exactly as the prerendered HTML has it (so hydration matches), and nothing of the live hours;
 * after mount the year becomes the visitor's current year (which differs when the site was built
 * in an earlier year), and "Open now" with the special hours staff posted (issue 29) loads as a
 * chunk of its own. If that chunk cannot load, the weekly hours say all there is.
 */
export function useFooterClock(): { year: number; LiveHours: LiveHours | undefined } {
  const [started, setStarted] = useState<{ LiveHours?: LiveHours }>();
  useEffect(() => {
    setStarted({});
    import('@/live-timetable/live-opening-hours').then(
      (module) => setStarted({ LiveHours: module.default }),
      () => {},
    );
  }, []);
  return { year: started ? new Date().getFullYear() : BUILD_YEAR, LiveHours: started?.LiveHours };
}
