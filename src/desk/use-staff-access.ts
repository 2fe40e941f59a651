import { useEffect, useState } from 'react';
import type { StaffAccess } from '@/firebase/staff-claim';

type DeskAccess = StaffAccess | 'checking';

/**
 * Whether the signed-in account (`uid`) may use the desk, asked of Firebase each time the desk
 * opens for that account or `retry` is called. The claim module loads only here, so no other
 * page carries it. Reads nothing but the account's own token.
 */
export function useStaffAccess(uid: string | null): { access: DeskAccess; retry: () => void } {
  const [access, setAccess] = useState<DeskAccess>('checking');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: a new one asks again for the same account.
  useEffect(() => {
    if (!uid) return;
    let isCurrent = true;
    setAccess('checking');
    import('@/firebase/staff-claim')
      .then((module) => module.readStaffAccess())
      .catch((): StaffAccess => 'failed')
      .then((next) => {
        if (isCurrent) setAccess(next);
      });
    return () => {
      isCurrent = false;
    };
  }, [uid, attempt]);

  return { access, retry: () => setAttempt((count) => count + 1) };
}
