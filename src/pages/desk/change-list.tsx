import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { deskChanges as words } from '@/content/desk-changes';
import { describeInPage } from '@/desk/change-words';
import { dropChange } from '@/desk/current-changes';
import { withdrawChange } from '@/firebase/desk-timetable-changes';
import type { TimetableChange } from '@/timetable/timetable-changes';

/** The element a change's description sits in: focus returns here after an edit. */
export const changeItemId = (id: string) => `change-${id}`;

interface ChangeListProps {
  changes: readonly TimetableChange[];
  /** The change being edited (its Edit is pressed). */
  editingId: string | undefined;
  onEdit: (change: TimetableChange) => void;
  /** After a withdrawal: what was withdrawn, in words, and the change to focus next (none: the list's heading). */
  onWithdrawn: (description: string, next: TimetableChange | undefined) => void;
}

/** The current changes, soonest ending first, each in plain words with Edit and Withdraw. */
export function ChangeList({ changes, editingId, onEdit, onWithdrawn }: ChangeListProps) {
  if (changes.length === 0) return <p className="mt-4 bg-white p-6 shadow-lg shadow-black/5">{words.list.empty}</p>;
  return (
    <ul className="mt-4 grid gap-4">
      {changes.map((change, index) => (
        <li key={change.id}>
          <ChangeItem
            change={change}
            isEditing={change.id === editingId}
            onEdit={() => onEdit(change)}
            onWithdrawn={(description) => onWithdrawn(description, changes[index + 1] ?? changes[index - 1])}
          />
        </li>
      ))}
    </ul>
  );
}

type WithdrawPhase = 'idle' | 'confirming' | 'withdrawing' | 'failed';

interface ChangeItemProps {
  change: TimetableChange;
  isEditing: boolean;
  onEdit: () => void;
  onWithdrawn: (description: string) => void;
}

function ChangeItem({ change, isEditing, onEdit, onWithdrawn }: ChangeItemProps) {
  const [phase, setPhase] = useState<WithdrawPhase>('idle');
  const withdrawRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const description = describeInPage(change);

  // Withdraw asks first: focus goes to "Yes, withdraw"; "Keep it" brings it back to Withdraw.
  useEffect(() => {
    if (phase === 'confirming') confirmRef.current?.focus();
    else if (phase === 'idle' && wasConfirming.current) withdrawRef.current?.focus();
    wasConfirming.current = phase === 'confirming';
  }, [phase]);

  async function handleConfirm() {
    setPhase('withdrawing');
    const result = await withdrawChange(change.id);
    if (!result.ok) {
      setPhase('failed');
      return;
    }
    onWithdrawn(description);
    dropChange(change.id);
  }

  return (
    <article className="bg-white p-6 shadow-lg shadow-black/5" aria-labelledby={changeItemId(change.id)}>
      <p className="text-sm">
        <span className="bg-ink px-2 py-1 font-semibold text-white">{words.kinds[change.kind]}</span>
      </p>
      <p id={changeItemId(change.id)} tabIndex={-1} className="mt-3 font-semibold">
        {description}
      </p>
      {change.note ? (
        <p className="mt-2">
          <span className="font-semibold">{words.list.note}:</span>{' '}
          {/* As typed, marked with the language it was typed in; its own direction, whatever the page's. */}
          <span lang={change.note.locale} dir="auto">
            {change.note.text}
          </span>
        </p>
      ) : null}
      {phase === 'idle' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="dark" aria-pressed={isEditing} onClick={onEdit}>
            {words.list.edit}
          </Button>
          <button
            ref={withdrawRef}
            type="button"
            className={buttonClasses('outline', 'border-brick text-brick hover:bg-ink hover:text-white')}
            onClick={() => setPhase('confirming')}
          >
            {words.list.withdraw}
          </button>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 border-2 border-brick p-4">
          <p className="font-semibold">{words.list.confirm}</p>
          <div className="flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="button"
              className={buttonClasses('dark')}
              disabled={phase === 'withdrawing'}
              onClick={handleConfirm}
            >
              {phase === 'withdrawing' ? words.list.withdrawing : words.list.confirmWithdraw}
            </button>
            <Button
              variant="outline"
              className="border-ink text-ink hover:bg-ink hover:text-white"
              disabled={phase === 'withdrawing'}
              onClick={() => setPhase('idle')}
            >
              {words.list.keep}
            </Button>
          </div>
          {phase === 'failed' ? (
            <p role="alert" className="text-sm font-semibold text-brick">
              {words.list.withdrawFailed}
            </p>
          ) : null}
        </div>
      )}
    </article>
  );
}
