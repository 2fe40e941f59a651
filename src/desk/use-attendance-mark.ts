import { useEffect, useRef, useState } from 'react';
import type { FirestoreFailure } from '@/firebase/firestore-failure';
import type { AttendanceMark } from '@/timetable/booking-record';

type SaveResult = { ok: true } | { ok: false; reason: FirestoreFailure };

export interface AttendanceMarkState {
  /** The mark shown: the one being saved while it is on its way. */
  mark: AttendanceMark | undefined;
  isSaving: boolean;
  /** Why the last tap was not saved; it stays until the next tap. */
  failure: FirestoreFailure | undefined;
  choose: (mark: AttendanceMark) => void;
}

/**
 * One person's "Came" / "No-show" on the roster: a tap shows the mark at once and saves it; a
 * failed save puts the stored mark back and says why. One save at a time, so two quick taps can
 * never land on the server in the wrong order; the other mark undoes a mark once it is saved.
 */
export function useAttendanceMark(
  stored: AttendanceMark | undefined,
  save: (mark: AttendanceMark) => Promise<SaveResult>,
): AttendanceMarkState {
  const [mark, setMark] = useState(stored);
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<FirestoreFailure>();
  const isSavingRef = useRef(false);
  const isMountedRef = useRef(true);

  useEffect(() => {
    isMountedRef.current = true;
    return () => {
      isMountedRef.current = false;
    };
  }, []);

  function choose(next: AttendanceMark) {
    if (isSavingRef.current || next === mark) return;
    const before = mark;
    isSavingRef.current = true;
    setMark(next);
    setIsSaving(true);
    setFailure(undefined);
    save(next)
      .catch((): SaveResult => ({ ok: false, reason: 'network' }))
      .then((result) => {
        isSavingRef.current = false;
        if (!isMountedRef.current) return;
        setIsSaving(false);
        if (!result.ok) {
          setMark(before);
          setFailure(result.reason);
        }
      });
  }

  return { mark, isSaving, failure, choose };
}
