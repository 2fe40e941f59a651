import { useEffect, useRef } from 'react';
import type { DeskLead } from '@/firebase/desk-leads';
import { arrivalTracker } from './new-leads';

/**
 * The desk's one listener on the newest leads, for as long as the component that calls this is
 * mounted (the inbox, shown only to staff: closing the desk or signing out unmounts it and stops
 * the listener). `onArrivals` hears the leads that came after the desk opened, newest first. The
 * listener's code (the full Firestore SDK) loads here, never on a public page.
 */
export function useNewestLeads(onArrivals: (leads: DeskLead[]) => void): void {
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
          onStopped: () => {},
        });
      },
      // Its code could not be fetched: the inbox works without it, as a page read.
      () => {},
    );
    return () => {
      isGone = true;
      stop?.();
    };
  }, []);
}
