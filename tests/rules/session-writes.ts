/**
 * The site's own session batches (src/firebase/session-batches.ts) applied with the SDK the
 * rules tests use, and sessions that start at any minute a test needs (their slots are added to
 * the rules' list of slots: rules-env.ts).
 */
import { deleteField, doc, type Firestore, serverTimestamp, type WriteBatch, writeBatch } from 'firebase/firestore';
import type { GymClassName } from '@/content/class-names';
import { REMOVED, SERVER_TIME, type SessionWrite } from '@/firebase/session-batches';
import { slugify } from '@/lib/slug';
import { weekdays } from '@/lib/weekdays';
import type { ClassSlot } from '@/timetable/class-slots';
import { formatGymDate } from '@/timetable/gym-date';
import { GYM_TIME_ZONE } from '@/timetable/gym-time';
import { type ClassSession, sessionIdOf } from '@/timetable/sessions';
import { mondayFirstDayIndex, wallClockIn } from '@/timetable/zoned-time';

function stored(value: unknown): unknown {
  if (value === SERVER_TIME) return serverTimestamp();
  if (value === REMOVED) return deleteField();
  if (Array.isArray(value)) return value.map(stored);
  if (value instanceof Date || typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, stored(each)]));
}

/** The writes, added to `batch` (a new one on `db` by default). */
export function addWrites(
  db: Firestore,
  writes: readonly SessionWrite[],
  batch: WriteBatch = writeBatch(db),
): WriteBatch {
  for (const write of writes) {
    const data = stored(write.data) as Record<string, unknown>;
    if (write.kind === 'set') batch.set(doc(db, write.path), data);
    else batch.update(doc(db, write.path), data);
  }
  return batch;
}

export const applyWrites = (db: Firestore, writes: readonly SessionWrite[]) => addWrites(db, writes).commit();

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** A session of a made-up slot that starts `minutes` from now (to the next whole minute). */
export function sessionStartingIn(minutes: number, className: GymClassName = 'Fitness'): ClassSession {
  const start = new Date(Math.ceil((Date.now() + minutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS);
  const wall = wallClockIn(start, GYM_TIME_ZONE);
  const day = weekdays[mondayFirstDayIndex(wall)] ?? 'monday';
  const slot: ClassSlot = {
    id: `${day}-${pad(wall.hour)}${pad(wall.minute)}-${slugify(className)}`,
    day,
    start: { hour: wall.hour, minute: wall.minute },
    end: { hour: (wall.hour + 1) % 24, minute: wall.minute },
    className,
    trainerId: 'salma-ben-amor',
    time: '',
  };
  const date = formatGymDate(wall);
  return { slot, sessionId: sessionIdOf(slot.id, date), date, start, end: new Date(start.getTime() + 60 * MINUTE_MS) };
}
