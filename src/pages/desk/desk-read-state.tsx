import { Button } from '@/components/ui/button';
import { deskOverview as words } from '@/content/desk-overview';
import type { FirestoreFailure } from '@/firebase/firestore-failure';

/** A read still on its way: a status line a screen reader announces. */
export function DeskLoading({ text }: { text: string }) {
  return (
    <p role="status" className="mt-4 text-ink/80">
      {text}
    </p>
  );
}

/** A read that failed: what went wrong in plain words, and Try again. */
export function DeskReadFailed({ reason, onRetry }: { reason: FirestoreFailure; onRetry: () => void }) {
  return (
    <div className="mt-4">
      <p role="alert">{words.failures[reason]}</p>
      <Button className="mt-3" onClick={onRetry}>
        {words.retry}
      </Button>
    </div>
  );
}
