import { useEffect, useState } from 'react';
import { type Weekday, weekdayInGymTimeZone } from '@/lib/weekdays';

/**
 * Today's weekday at the gym (Tunis time), or null until the page has mounted: the clock is
 * never read during render, so the prerendered HTML and the first browser render agree.
 */
export function useGymToday(): Weekday | null {
  const [today, setToday] = useState<Weekday | null>(null);
  useEffect(() => {
    setToday(weekdayInGymTimeZone());
  }, []);
  return today;
}
