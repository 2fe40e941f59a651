import { firestoreEmulatorRuntime } from '../../scripts/lib/firestore-emulator';
import { emulatorPorts, LOCAL_HOST } from '../../scripts/lib/local-emulators';
import { DEMO_PROJECT_ID } from '../../src/firebase/env-keys';
import { runQueryUrl } from '../../src/firebase/firestore-rest';
import { changesQueryBody } from '../../src/firebase/timetable-changes-query';

const STARTUP_LIMIT_MS = 90_000;

async function waitUntilAnswering(url: string, name: string) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The ${name} emulator did not answer at ${url} within ${STARTUP_LIMIT_MS / 1000} s`);
}

/**
 * The Firestore emulator (a JVM) answers its first requests slowly while it warms up: seconds
 * on a loaded machine, enough to outlast a test's wait. One write, one read and one request the
 * rules refuse, before any test, take that cost here.
 */
async function warmUpFirestore(origin: string) {
  const document = `${origin}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/e2e-warm-up/first`;
  const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  await fetch(document, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields: {} }) });
  await fetch(document, { headers: owner });
  await fetch(`${origin}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/users/nobody`);
  await fetch(document, { method: 'DELETE', headers: owner });
  await askTimetableChanges(origin);
}

/**
 * The public query of the live timetable (the app's own: src/firebase/timetable-changes-query.ts),
 * asked once as a visitor: the emulator compiles a query and its rules on first use, which on a
 * busy machine outlasts the page's own 4 s bound, and the first page would then rightly show no
 * changes.
 */
async function askTimetableChanges(origin: string) {
  await fetch(runQueryUrl(origin, DEMO_PROJECT_ID), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: changesQueryBody(new Date()),
  });
}

/**
 * Playwright waits for Hosting; the Auth emulator, and the Firestore emulator where this machine
 * runs it (scripts/serve-emulators.ts decides the same way), may come up a moment later.
 */
export default async function waitForEmulators() {
  const ports = emulatorPorts();
  await waitUntilAnswering(`http://${LOCAL_HOST}:${ports.auth}/`, 'Auth');
  if (!firestoreEmulatorRuntime().ok) return;
  const firestore = `http://${LOCAL_HOST}:${ports.firestore}`;
  await waitUntilAnswering(`${firestore}/`, 'Firestore');
  await warmUpFirestore(firestore);
}
