import { useEffect, useState } from 'react';

const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR);

/**
 * What the footer knows only once the page has started. The first render uses the build's year,
 * exactly as the prerendered HTML has it (so hydration matches), and nothing of the live hours;
 * after mount the year becomes the visitor's current year (which differs when the site was built
 * in an earlier year) and the live hours may load.
 */
export function useFooterClock(): { year: number; isStarted: boolean } {
  const [isStarted, setIsStarted] = useState(false);
  useEffect(() => setIsStarted(true), []);
  return { year: isStarted ? new Date().getFullYear() : BUILD_YEAR, isStarted };
}
