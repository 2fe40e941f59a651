import { startTransition, useEffect, useState } from 'react';
import type { Weekday } from '@/lib/weekdays';
import { weekdayInGymTimeZone } from './gym-time';

/**
 * Today's weekday at the gym (Tunis time), or null until the page has mounted: the clock is
 * never read during render, so the prerendered HTML and the first browser render agree.
 * Read in a task of its own, after the app's start: the first time-zone reading of a page
 * wakes the engine's calendar data, which on a slow phone takes longer than a tap may wait,
 * and together with the app's start it would be one long block of the main thread.
 */
export function useGymToday(): Weekday | null {
  const [today, setToday] = useState<Weekday | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const weekday = weekdayInGymTimeZone();
      // Marking today is not urgent: the re-render yields to anything the visitor does.
      startTransition(() => setToday(weekday));
    });
    return () => clearTimeout(timer);
  }, []);
  return today;
}
