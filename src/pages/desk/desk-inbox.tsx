import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { deskInbox as words } from '@/content/desk-inbox';
import { useLeadCalls } from '@/desk/use-lead-calls';
import { useLeadInbox, useNewLeadCount } from '@/desk/use-lead-inbox';
import { useNewestLeads } from '@/desk/use-newest-leads';
import type { LeadFilters as Filters } from '@/firebase/desk-lead-queries';
import { visibleText } from '@/lib/visible-text';
import { DeskCalls } from './desk-calls';
import { LeadCard, leadHeadingId } from './lead-card';
import { LeadFilters } from './lead-filters';

const HEADING_ID = 'desk-inbox-heading';

interface DeskInboxProps {
  /** The count of new leads, for the page title; undefined until known. */
  onNewCount: (count: number | undefined) => void;
}

/**
 * The staff's inbox: enquiries and trial requests, newest first, a page at a time, filtered by
 * status and kind; each lead answered, noted or deleted in place. Shown only to staff.
 */
export function DeskInbox({ onNewCount }: DeskInboxProps) {
  const [filters, setFilters] = useState<Filters>({});
  const { state, retry, showMore, update, remove, addArrivals } = useLeadInbox(filters);
  const { count, refresh } = useNewLeadCount();
  const calls = useLeadCalls();
  // A lead sent while the desk is open comes to the top, the title's count follows, and the
  // desk calls (a notification and a sound) if staff turned that on.
  const live = useNewestLeads((leads) => {
    addArrivals(leads);
    refresh();
    calls.call(leads);
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    onNewCount(count);
    return () => onNewCount(undefined);
  }, [count, onNewCount]);

  // After a deletion, focus goes to the next lead (or the previous one, or the inbox's heading).
  useEffect(() => {
    if (focusTarget === null) return;
    const target = focusTarget ? document.getElementById(leadHeadingId(focusTarget)) : headingRef.current;
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const items = state.phase === 'ready' ? state.items : [];

  function handleDeleted(id: string) {
    const index = items.findIndex((item) => item.id === id);
    const neighbour = items[index + 1] ?? items[index - 1];
    const deleted = items[index];
    remove(id);
    refresh();
    setAnnouncement(deleted ? words.removal.deleted(visibleText(deleted.name)) : '');
    setFocusTarget(neighbour?.id ?? '');
  }

  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className="font-display text-2xl font-black uppercase">
        {words.heading}
      </h2>
      <DeskCalls state={calls.state} onTurnOn={calls.turnOn} isLiveStopped={live.isStopped} />
      <LeadFilters filters={filters} onChange={setFilters} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {state.phase === 'loading' ? (
        <p role="status" className="mt-6 text-ink/80">
          {words.loading}
        </p>
      ) : state.phase === 'failed' ? (
        <div className="mt-6 bg-white p-6 shadow-lg shadow-black/5">
          <p role="alert">{words.failures[state.reason]}</p>
          <Button className="mt-4" onClick={retry}>
            {words.retry}
          </Button>
        </div>
      ) : state.items.length === 0 ? (
        <p className="mt-6 bg-white p-6 shadow-lg shadow-black/5">
          {filters.status || filters.kind ? words.emptyFiltered : words.empty}
        </p>
      ) : (
        <>
          <ul aria-labelledby={HEADING_ID} className="mt-6 grid gap-6">
            {state.items.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  onSaved={(answer) => {
                    update(lead.id, answer);
                    refresh();
                  }}
                  onDeleted={() => handleDeleted(lead.id)}
                />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <p className="text-ink/80">{words.shown(state.items.length)}</p>
            {state.next ? (
              <Button variant="dark" disabled={state.more === 'loading'} onClick={showMore}>
                {state.more === 'loading' ? words.loadingMore : words.showMore}
              </Button>
            ) : null}
            {state.more !== 'idle' && state.more !== 'loading' ? (
              <p role="alert" className="font-semibold text-brick">
                {words.failures[state.more]}
              </p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
