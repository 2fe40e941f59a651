/**
 * Bookings seeded as the site itself makes them: the app's own planner (src/firebase/session-batches.ts,
 * planBooking) plans the batch from the session's count and the member's list of upcoming sessions as
 * stored, and the batch is committed whole to the Firestore emulator with its owner token (as
 * the Admin SDK would), the server's time and removed fields written as Firestore writes them.
 */
import { emulatorPorts, LOCAL_HOST } from '../../scripts/lib/local-emulators';
import { DEMO_PROJECT_ID } from '../../src/firebase/env-keys';
import {
  countPath,
  type Holdings,
  holdingsPath,
  planBooking,
  REMOVED,
  SERVER_TIME,
  type SessionWrite,
} from '../../src/firebase/session-batches';
import { parseSessionCount } from '../../src/timetable/session-count';
import type { ClassSession } from '../../src/timetable/sessions';
import { readEmulatorDocument, wireFields } from './firestore-wire';

const DATABASE = `projects/${DEMO_PROJECT_ID}/databases/(default)`;
const COMMIT_URL = `http://${LOCAL_HOST}:${emulatorPorts().firestore}/v1/${DATABASE}/documents:commit`;

/** A field path's segment as Firestore spells it: a session id has dashes, so it is quoted. */
const segment = (name: string) =>
  /^[a-zA-Z_][a-zA-Z_0-9]*$/.test(name) ? name : `\`${name.replace(/[`\\]/g, '\\$&')}\``;

/** The fields a write sets (dotted keys as nested maps), its server-time fields and its field mask. */
function wireWrite(write: SessionWrite) {
  const fields: Record<string, unknown> = {};
  const serverTime: string[] = [];
  const mask: string[] = [];
  for (const [key, value] of Object.entries(write.data)) {
    const path = key.split('.');
    const fieldPath = path.map(segment).join('.');
    mask.push(fieldPath);
    if (value === REMOVED) continue;
    if (value === SERVER_TIME) {
      serverTime.push(fieldPath);
      continue;
    }
    let target = fields;
    for (const name of path.slice(0, -1)) {
      target[name] ??= {};
      target = target[name] as Record<string, unknown>;
    }
    target[path.at(-1) ?? key] = value;
  }
  return {
    update: { name: `${DATABASE}/documents/${write.path}`, fields: wireFields(fields) },
    ...(write.kind === 'update' ? { updateMask: { fieldPaths: mask }, currentDocument: { exists: true } } : {}),
    ...(serverTime.length > 0
      ? { updateTransforms: serverTime.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })) }
      : {}),
  };
}

/** Commits the writes as one batch, past the rules. */
export async function commitAsOwner(writes: readonly SessionWrite[]): Promise<void> {
  const response = await fetch(COMMIT_URL, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes: writes.map(wireWrite) }),
  });
  if (!response.ok) throw new Error(`The Firestore emulator refused the batch: ${await response.text()}`);
}

let seeded = 0;
/** A booking id no other seed uses, shaped like Firestore's own. */
function bookingId(): string {
  seeded += 1;
  return `seed${Date.now().toString(36)}${seeded}${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Books `session` for the member as the site would: a place if one is free, else (with `mayWait`)
 * a place in line. Resolves with the booking's id and where it stands.
 */
export async function seedBooking(
  session: ClassSession,
  member: { uid: string; name: string },
  { mayWait = false } = {},
): Promise<{ bookingId: string; status: 'booked' | 'waiting' }> {
  const [count, stored] = await Promise.all([
    readEmulatorDocument(countPath(session.sessionId)),
    readEmulatorDocument(holdingsPath(member.uid)),
  ]);
  const holdings = stored ? ({ sessions: stored.sessions } as Holdings) : undefined;
  const id = bookingId();
  const plan = planBooking({
    session,
    uid: member.uid,
    name: member.name,
    saveName: false,
    bookingId: id,
    count: parseSessionCount(count),
    holdings,
    mayWait,
    now: new Date(),
  });
  if (!plan.ok) throw new Error(`The planner refused to book ${session.sessionId}: ${plan.reason}`);
  await commitAsOwner(plan.writes);
  return { bookingId: id, status: plan.status };
}
