import { useEffect, useRef, useState } from 'react';
import type { DeskLead } from '@/firebase/desk-leads';
import { arrivalTracker } from './new-leads';

/**
 * The desk's one listener on the newest leads, for as long as the component that calls this is
 * mounted (the inbox, shown only to staff: closing the desk or signing out unmounts it and stops
 * the listener). `onArrivals` hears the leads that came after the desk opened, newest first. The
 * listener's code (the full Firestore SDK) loads here, never on a public page. Answers whether
 * the listener has stopped (its code could not be fetched, or the rules refused it).
 */
export function useNewestLeads(onArrivals: (leads: DeskLead[]) => void): { isStopped: boolean } {
  const [isStopped, setIsStopped] = useState(false);
  const latest = useRef(onArrivals);
  latest.current = onArrivals;

  useEffect(() => {
    let stop: (() => void) | undefined;
    let isGone = false;
    const arrivals = arrivalTracker();
    import('@/firebase/desk-live-leads').then(
      ({ watchNewestLeads }) => {
        if (isGone) return;
        stop = watchNewestLeads({
          onLeads: (leads, fromCache) => {
            const arrived = arrivals(leads, fromCache);
            if (arrived.length > 0) latest.current(arrived);
          },
          // The inbox still reads and answers as before; only the live arrivals stop.
          onStopped: () => setIsStopped(true),
        });
      },
      () => {
        if (!isGone) setIsStopped(true);
      },
    );
    return () => {
      isGone = true;
      stop?.();
    };
  }, []);

  return { isStopped };
}
