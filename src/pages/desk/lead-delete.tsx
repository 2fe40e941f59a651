import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { deskInbox as words } from '@/content/desk-inbox';
import { type DeskLead, deleteLead } from '@/firebase/desk-leads';
import { visibleText } from '@/lib/visible-text';

type DeletePhase = 'idle' | 'confirming' | 'deleting' | 'failed';

interface LeadDeleteProps {
  lead: DeskLead;
  onDeleted: () => void;
}

/**
 * Deleting a lead for good (a visitor's right to erasure), in two steps: Delete asks, "Yes,
 * delete" does it. Cancel puts focus back on Delete; the inbox moves it on after a deletion.
 */
export function LeadDelete({ lead, onDeleted }: LeadDeleteProps) {
  const [phase, setPhase] = useState<DeletePhase>('idle');
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (phase === 'confirming') confirmRef.current?.focus();
    else if (phase === 'idle' && wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = phase === 'confirming';
  }, [phase]);

  async function handleConfirm() {
    setPhase('deleting');
    const result = await deleteLead(lead);
    if (result.ok) onDeleted();
    else setPhase('failed');
  }

  if (phase === 'idle') {
    return (
      <button
        ref={deleteRef}
        type="button"
        className={buttonClasses('outline', 'border-brick text-brick hover:bg-ink hover:text-white')}
        onClick={() => setPhase('confirming')}
      >
        {words.removal.delete}
      </button>
    );
  }
  return (
    <div className="flex flex-col gap-3 border-2 border-brick p-4">
      <p dir="auto" className="font-semibold">
        {words.removal.confirm(visibleText(lead.name))}
      </p>
      <div className="flex flex-wrap gap-3">
        <button
          ref={confirmRef}
          type="button"
          className={buttonClasses('dark')}
          disabled={phase === 'deleting'}
          onClick={handleConfirm}
        >
          {phase === 'deleting' ? words.removal.deleting : words.removal.confirmDelete}
        </button>
        <Button
          variant="outline"
          className="border-ink text-ink hover:bg-ink hover:text-white"
          disabled={phase === 'deleting'}
          onClick={() => setPhase('idle')}
        >
          {words.removal.cancel}
        </Button>
      </div>
      {phase === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-brick">
          {words.removal.failed}
        </p>
      ) : null}
    </div>
  );
}
