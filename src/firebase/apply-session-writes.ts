/**
 * A planned session batch (./session-batches) added to a Firestore Lite batch: the placeholders
 * for the server's time and a removed field become the SDK's own.
 */
import type { Firestore, WriteBatch } from 'firebase/firestore/lite';
import type { FirestoreSdk } from './firestore';
import { REMOVED, SERVER_TIME, type SessionWrite } from './session-batches';

type Connection = { db: Firestore; sdk: FirestoreSdk };

function stored(value: unknown, sdk: FirestoreSdk): unknown {
  if (value === SERVER_TIME) return sdk.serverTimestamp();
  if (value === REMOVED) return sdk.deleteField();
  if (Array.isArray(value)) return value.map((each) => stored(each, sdk));
  if (value instanceof Date || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, stored(each, sdk)]));
}

export function addSessionWrites({ db, sdk }: Connection, batch: WriteBatch, writes: readonly SessionWrite[]): void {
  for (const write of writes) {
    const data = stored(write.data, sdk) as Record<string, never>;
    if (write.kind === 'set') batch.set(sdk.doc(db, write.path), data);
    else batch.update(sdk.doc(db, write.path), data);
  }
}
