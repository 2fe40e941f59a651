import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { deskChanges as words } from '@/content/desk-changes';
import { useCurrentChanges } from '@/desk/current-changes';
import type { TimetableChange } from '@/timetable/timetable-changes';
import { ChangeForm } from './change-form';
import { ChangeList, changeItemId } from './change-list';

const HEADING_ID = 'desk-changes-heading';
const LIST_HEADING_ID = 'desk-changes-list-heading';

/**
 * The desk's timetable changes: staff post a cancelled session, a new time, a
 * substitute coach or special opening hours, and edit or withdraw the current ones. Shown only to
 * staff; its code (the form, the Firestore writes) is a chunk of its own, loaded by
 * desk-changes-loader.tsx. Past changes drop out by themselves: the read asks only for current ones.
 */
export function DeskChanges() {
  const { state, retry } = useCurrentChanges();
  const [editing, setEditing] = useState<TimetableChange>();
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);

  // After an edit or a withdrawal, focus goes to the change concerned (or the next one, or the list's heading).
  useEffect(() => {
    if (focusTarget === null) return;
    const target = focusTarget ? document.getElementById(changeItemId(focusTarget)) : listHeadingRef.current;
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  function handleDone(change?: TimetableChange) {
    const edited = editing;
    setEditing(undefined);
    if (change) setAnnouncement(words.form.saved);
    if (edited) setFocusTarget(edited.id);
  }

  function handleWithdrawn(description: string, next: TimetableChange | undefined) {
    if (editing) setEditing(undefined);
    setAnnouncement(words.list.withdrawn(description));
    setFocusTarget(next?.id ?? '');
  }

  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} className="font-display text-2xl font-black uppercase">
        {words.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink/80">{words.intro}</p>
      <ChangeForm key={editing?.id ?? 'new'} editing={editing} onDone={handleDone} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <h3 id={LIST_HEADING_ID} ref={listHeadingRef} tabIndex={-1} className="mt-8 text-lg font-bold">
        {words.list.heading}
      </h3>
      {state.status === 'loading' ? (
        <p role="status" className="mt-4 text-ink/80">
          {words.list.loading}
        </p>
      ) : state.status === 'failed' ? (
        <div className="mt-4">
          <p role="alert">{words.list.failures[state.reason]}</p>
          <Button className="mt-3" onClick={retry}>
            {words.retry}
          </Button>
        </div>
      ) : (
        <ChangeList changes={state.changes} editingId={editing?.id} onEdit={setEditing} onWithdrawn={handleWithdrawn} />
      )}
    </section>
  );
}
