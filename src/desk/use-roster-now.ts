import { useEffect, useState } from 'react';
import { attendanceOpensAt } from '@/timetable/booking-window';

/** setTimeout's longest delay; a later instant is waited for in several steps. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The clock the roster's marks go by: now, moved on at the instant each session's marking opens
 * (an hour before its start), so "Came" and "No-show" appear on a desk left open, without a
 * reload and without a timer ticking in between.
 */
export function useRosterNow(starts: readonly Date[]): Date {
  const [now, setNow] = useState(() => new Date());
  const key = starts.map((start) => start.getTime()).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the starts' instants.
  useEffect(() => {
    const next = starts
      .map((start) => attendanceOpensAt(start).getTime())
      .filter((time) => time > now.getTime())
      .sort((a, b) => a - b)[0];
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - now.getTime(), MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [now, key]);

  return now;
}
