/**
 * The desk's read and change of the day's cap on trial requests (./trial-day): today's count
 * against the limit, and staff setting the limit. Loaded only by the desk; each call is bounded
 * (withTimeout) and answers with the plain failure kinds of ./firestore-failure. The change
 * writes the limit alone, as firestore.rules `match /publicLimits` lets staff.
 */
import { gymDateOf } from '@/timetable/gym-date';
import { getDb } from './firestore';
import { type FirestoreFailure, firestoreFailure } from './firestore-failure';
import { parseTrialDay, TRIAL_DAY_DOCUMENT, trialDayToday } from './trial-day';
import { withTimeout } from './with-timeout';

export interface TrialDayNow {
  limit: number;
  /** Today's trial requests at the gym. */
  count: number;
}

type Result<T> = ({ ok: true } & T) | { ok: false; reason: FirestoreFailure };

export async function readTrialDay(signal?: AbortSignal): Promise<Result<{ day: TrialDayNow }>> {
  try {
    return await withTimeout(
      (async () => {
        const { db, sdk } = await getDb();
        signal?.throwIfAborted();
        const stored = parseTrialDay((await sdk.getDoc(sdk.doc(db, TRIAL_DAY_DOCUMENT))).data());
        return { ok: true as const, day: trialDayToday(stored, gymDateOf(new Date())) };
      })(),
    );
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}

/** Sets the limit; the first time, the document is made with nothing counted yet. */
export async function setTrialDayLimit(limit: number): Promise<{ ok: true } | { ok: false; reason: FirestoreFailure }> {
  try {
    await withTimeout(
      (async () => {
        const { db, sdk } = await getDb();
        const reference = sdk.doc(db, TRIAL_DAY_DOCUMENT);
        const exists = (await sdk.getDoc(reference)).exists();
        if (exists) await sdk.updateDoc(reference, { limit });
        else await sdk.setDoc(reference, { limit, day: '', count: 0, lastLead: '' });
      })(),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: firestoreFailure(error) };
  }
}
