import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadFilters } from '@/firebase/desk-lead-queries';
import { countNewLeads, type DeskLead, type LeadsCursor, readLeadsPage } from '@/firebase/desk-leads';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import { withArrivals } from './new-leads';

export type InboxState =
  | { phase: 'loading' }
  | { phase: 'failed'; reason: FirestoreFailure }
  | {
      phase: 'ready';
      items: DeskLead[];
      next?: LeadsCursor;
      /** The "Show more" request: idle, on its way, or failed (the items shown stay). */
      more: 'idle' | 'loading' | FirestoreFailure;
    };

/**
 * The inbox's list: the first page for the filters, then one page more per `showMore`, each a
 * single bounded query (src/firebase/desk-leads.ts). A generation number drops the answer of a
 * request the staff member has since replaced (new filters, Try again), so a slow old page
 * never lands on top of a new one. Answers and deletions change the list in place.
 */
export function useLeadInbox(filters: LeadFilters) {
  const [state, setState] = useState<InboxState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);
  // The leads that arrived while the desk was open (the live listener), kept to be merged into a
  // page that answers after them, so that a lead that came during a read is never lost.
  const arrived = useRef<DeskLead[]>([]);
  const { status, kind } = filters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Try again: the same filters, asked again.
  useEffect(() => {
    const current = ++generation.current;
    // Gone (another filter, or the desk closed on sign-out): the read sends nothing more.
    const reading = new AbortController();
    setState({ phase: 'loading' });
    readLeadsPage({ status, kind, signal: reading.signal }).then((result) => {
      if (current !== generation.current) return;
      setState(
        result.ok
          ? {
              phase: 'ready',
              items: withArrivals(result.value.items, arrived.current, { status, kind }),
              next: result.value.next,
              more: 'idle',
            }
          : { phase: 'failed', reason: result.reason },
      );
    });
    return () => reading.abort();
  }, [status, kind, attempt]);

  const showMore = useCallback(() => {
    if (state.phase !== 'ready' || !state.next || state.more === 'loading') return;
    const current = generation.current;
    const after = state.next;
    setState({ ...state, more: 'loading' });
    readLeadsPage({ status, kind, after }).then((result) => {
      if (current !== generation.current) return;
      setState((previous) => {
        if (previous.phase !== 'ready') return previous;
        if (!result.ok) return { ...previous, more: result.reason };
        const known = new Set(previous.items.map((item) => item.id));
        return {
          phase: 'ready',
          items: [...previous.items, ...result.value.items.filter((item) => !known.has(item.id))],
          next: result.value.next,
          more: 'idle',
        };
      });
    });
  }, [state, status, kind]);

  const update = useCallback((id: string, change: Partial<Pick<DeskLead, 'status' | 'note'>>) => {
    setState((previous) =>
      previous.phase === 'ready'
        ? { ...previous, items: previous.items.map((item) => (item.id === id ? { ...item, ...change } : item)) }
        : previous,
    );
  }, []);

  /** Leads that arrived while the desk is open: at the top, once, if the filters let them through. */
  const addArrivals = useCallback(
    (leads: DeskLead[]) => {
      arrived.current = [...leads, ...arrived.current];
      setState((previous) =>
        previous.phase === 'ready'
          ? { ...previous, items: withArrivals(previous.items, leads, { status, kind }) }
          : previous,
      );
    },
    [status, kind],
  );

  const remove = useCallback((id: string) => {
    arrived.current = arrived.current.filter((lead) => lead.id !== id);
    setState((previous) =>
      previous.phase === 'ready' ? { ...previous, items: previous.items.filter((item) => item.id !== id) } : previous,
    );
  }, []);

  return { state, retry: () => setAttempt((count) => count + 1), showMore, update, remove, addArrivals };
}

/** How many leads are new, for the page title; asked again after each answer or deletion. */
export function useNewLeadCount(): { count: number | undefined; refresh: () => void } {
  const [count, setCount] = useState<number>();
  const [asked, setAsked] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is a refresh after a change.
  useEffect(() => {
    let isCurrent = true;
    const counting = new AbortController();
    countNewLeads(counting.signal).then((result) => {
      // A failed count leaves the title as it was: the inbox itself says what failed.
      if (isCurrent && result.ok) setCount(result.value);
    });
    return () => {
      isCurrent = false;
      counting.abort();
    };
  }, [asked]);

  return { count, refresh: useCallback(() => setAsked((value) => value + 1), []) };
}
