import { useCallback, useEffect, useState } from 'react';
import type { FirestoreFailure } from '@/firebase/firestore-failure';

export type DeskRead<T> =
  | { status: 'loading' }
  | { status: 'failed'; reason: FirestoreFailure }
  | { status: 'ready'; value: T };

type ReadResult<T> = ({ ok: true } & T) | { ok: false; reason: FirestoreFailure };

/**
 * One read of the desk's overview: asked once the desk mounts for staff, and again on `retry`.
 * `read` is bounded in time (src/firebase/with-timeout.ts) and never rejects; a late answer
 * after unmount or a newer attempt is ignored, and a read not yet sent by then is not sent.
 */
export function useDeskRead<T>(read: (signal: AbortSignal) => Promise<ReadResult<T>>): {
  state: DeskRead<T>;
  retry: () => void;
} {
  const [state, setState] = useState<DeskRead<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry; `read` is fixed for the component's life.
  useEffect(() => {
    let isCurrent = true;
    // Aborted when the overview goes (staff signed out): a read not yet sent is then not sent, as
    // it would go without the staff member's token and be refused.
    const reading = new AbortController();
    setState({ status: 'loading' });
    read(reading.signal)
      .catch((): ReadResult<T> => ({ ok: false, reason: 'network' }))
      .then((result) => {
        if (!isCurrent) return;
        setState(result.ok ? { status: 'ready', value: result as T } : { status: 'failed', reason: result.reason });
      });
    return () => {
      isCurrent = false;
      reading.abort();
    };
  }, [attempt]);

  return { state, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
