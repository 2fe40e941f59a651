/**
 * Firestore writes as they leave the browser. The Firestore emulator needs Java 21, which
 * some machines lack; there the tests check each write at the wire instead: they catch the
 * Lite SDK's commit request (to the emulator in local mode, or production's host), read its
 * document path, fields and Authorization header, and answer it the way Firestore does.
 * Where the emulator runs, the request goes through and the test can read the document back.
 * Used by the sign-up journey (users/{uid}), the contact form (leads) and the
 * member space, whose reads the wire answers too, from the documents the page has written
 * (`answerFirestoreDocuments`).
 */
import type { Page, Request } from '@playwright/test';
import { emulatorPorts, LOCAL_HOST } from '../../scripts/lib/local-emulators';
import { DEMO_PROJECT_ID } from '../../src/firebase/env-keys';
import { decodeRestFields, decodeRestValue } from '../../src/firebase/firestore-rest';

const FIRESTORE_EMULATOR_ORIGIN = `http://${LOCAL_HOST}:${emulatorPorts().firestore}`;
const DOCUMENTS = `projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
/** The commit endpoint of the emulator or of production Firestore. */
const COMMIT_URL = /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents:commit(\?|$)/;
/** The endpoint Lite's getDoc reads through. */
const BATCH_GET_URL = /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents:batchGet(\?|$)/;
/** The endpoint queries go through (Lite's getDocs, and the pages' REST read of timetable changes). */
const RUN_QUERY_URL = /\/v1\/projects\/[^/]+\/databases\/\(default\)\/documents:runQuery(\?|$)/;
const DOCUMENT_NAME_PREFIX = /^projects\/[^/]+\/databases\/\(default\)\/documents\//;

/**
 * What Firestore Lite itself logs when a commit cannot reach the service: expected in a
 * test that cuts Firestore off (`watchFirestoreCommits(page, 'unreachable')`).
 */
export const FIRESTORE_UNREACHABLE_LOGS = [
  /^\[[^\]]+\] {2}@firebase\/firestore: Firestore \([^)]+\): RPC_ERROR HTTP error has no status$/,
  /^\[[^\]]+\] {2}@firebase\/firestore: Firestore \([^)]+\): RestConnection RPC 'Commit' \S+ failed with error: /,
  /^Failed to load resource: net::ERR_FAILED$/,
] as const;

type FirestoreValue = Record<string, unknown>;

interface WireTransform {
  fieldPath: string;
  setToServerValue?: string;
  appendMissingElements?: { values?: FirestoreValue[] };
  removeAllFromArray?: { values?: FirestoreValue[] };
}

interface WireWrite {
  update?: { name: string; fields?: Record<string, FirestoreValue> };
  delete?: string;
  updateMask?: { fieldPaths: string[] };
  updateTransforms?: WireTransform[];
  currentDocument?: { exists?: boolean };
}

interface CommittedWrite {
  /** The document path under the database, e.g. `users/abc123`. */
  path: string;
  /** The written fields, decoded as the app decodes them (`{ arrayValue: {} }` → `[]`, timestamps as Dates). */
  fields: Record<string, unknown>;
  /** Fields the server sets itself: field path → server value (`REQUEST_TIME`). */
  serverValues: Record<string, string>;
  /** True when the write may only create the document (Lite's `addDoc`). */
  createOnly: boolean;
  /** True when the write may only change an existing document (Lite's `updateDoc`). */
  updateOnly?: true;
  /** True when the write changes only its fields of a document it creates if missing (`setDoc` with `merge`). */
  merged?: true;
  /** Field path → the elements `arrayUnion` adds (each only if missing). */
  arrayUnion?: Record<string, unknown[]>;
  /** Field path → the elements `arrayRemove` takes out (every copy). */
  arrayRemove?: Record<string, unknown[]>;
  /** True when the write deletes the document (Lite's `deleteDoc`). */
  deleted?: true;
}

interface FirestoreCommit {
  authorization: string | undefined;
  writes: CommittedWrite[];
}

function parseCommit(request: Request): FirestoreCommit {
  const body = request.postDataJSON() as { writes: WireWrite[] };
  return {
    authorization: request.headers().authorization,
    writes: body.writes.map((write): CommittedWrite => {
      if (write.delete) {
        return { path: pathOf(write.delete), fields: {}, serverValues: {}, createOnly: false, deleted: true };
      }
      if (!write.update) throw new Error(`Unexpected Firestore write ${JSON.stringify(write)}`);
      const transforms = write.updateTransforms ?? [];
      const arrayUnion = arrayTransforms(transforms, 'appendMissingElements');
      const arrayRemove = arrayTransforms(transforms, 'removeAllFromArray');
      return {
        path: pathOf(write.update.name),
        fields: decodeRestFields(write.update.fields ?? {}),
        serverValues: Object.fromEntries(
          transforms.flatMap(({ fieldPath, setToServerValue }) =>
            setToServerValue === undefined ? [] : [[fieldPath, setToServerValue]],
          ),
        ),
        createOnly: write.currentDocument?.exists === false,
        ...(write.currentDocument?.exists === true ? { updateOnly: true as const } : {}),
        ...(write.updateMask && !write.currentDocument ? { merged: true as const } : {}),
        ...(arrayUnion ? { arrayUnion } : {}),
        ...(arrayRemove ? { arrayRemove } : {}),
      };
    }),
  };
}

/** The array transforms of one kind in a write, as field path → plain elements (undefined: none). */
function arrayTransforms(
  transforms: WireTransform[],
  kind: 'appendMissingElements' | 'removeAllFromArray',
): Record<string, unknown[]> | undefined {
  const ofKind = transforms.filter((transform) => transform[kind] !== undefined);
  if (ofKind.length === 0) return undefined;
  return Object.fromEntries(
    ofKind.map((transform) => [transform.fieldPath, (transform[kind]?.values ?? []).map(decodeRestValue)]),
  );
}

function pathOf(documentName: string): string {
  return documentName.replace(DOCUMENT_NAME_PREFIX, '');
}

/** Whether a Firestore emulator answers on this run's port. */
export async function isFirestoreEmulatorUp(): Promise<boolean> {
  try {
    await fetch(`${FIRESTORE_EMULATOR_ORIGIN}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * How caught commits are answered: `firestore` answers like Firestore (success), `emulator`
 * lets them through to the running emulator, `unreachable` fails them like a dead network,
 * `never` leaves them unanswered like a service that is slow rather than down.
 */
type CommitAnswer = 'firestore' | 'emulator' | 'unreachable' | 'never' | FirestoreDocuments;

/**
 * Documents as the wire keeps them when no emulator runs: commits are applied to them (an
 * update of a missing document is refused with NOT_FOUND, as Firestore does) and reads answered
 * from them (`answerFirestoreDocuments`). Path → plain fields.
 */
export type FirestoreDocuments = Map<string, Record<string, unknown>>;

function applyCommit(documents: FirestoreDocuments, commit: FirestoreCommit): { missing: string } | null {
  const missing = commit.writes.find((write) => write.updateOnly && !documents.has(write.path));
  if (missing) return { missing: missing.path };
  for (const write of commit.writes) {
    if (write.deleted) {
      documents.delete(write.path);
      continue;
    }
    const kept = write.updateOnly || write.merged ? documents.get(write.path) : {};
    const document: Record<string, unknown> = { ...kept, ...write.fields };
    // Firestore applies the transforms to the stored value, after the fields (strings only here).
    for (const [field, elements] of Object.entries(write.arrayUnion ?? {})) {
      const stored = Array.isArray(document[field]) ? (document[field] as unknown[]) : [];
      document[field] = [
        ...stored,
        ...elements.filter((element, index) => !stored.includes(element) && elements.indexOf(element) === index),
      ];
    }
    for (const [field, elements] of Object.entries(write.arrayRemove ?? {})) {
      const stored = Array.isArray(document[field]) ? (document[field] as unknown[]) : [];
      document[field] = stored.filter((element) => !elements.includes(element));
    }
    documents.set(write.path, document);
  }
  return null;
}

/** Catches the page's Firestore commits from now on; `next()` resolves with the next one. */
export async function watchFirestoreCommits(page: Page, answer: CommitAnswer) {
  const commits: FirestoreCommit[] = [];
  const unread: FirestoreCommit[] = [];
  const waiting: ((commit: FirestoreCommit) => void)[] = [];
  await page.route(COMMIT_URL, async (route) => {
    const commit = parseCommit(route.request());
    commits.push(commit);
    const waiter = waiting.shift();
    if (waiter) waiter(commit);
    else unread.push(commit);
    if (answer === 'never') return;
    if (answer === 'emulator') return route.continue();
    if (answer === 'unreachable') return route.abort('failed');
    const refused = typeof answer === 'object' ? applyCommit(answer, commit) : null;
    if (refused) {
      return route.fulfill({
        status: 404,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          error: { code: 404, message: `no entity to update: ${refused.missing}`, status: 'NOT_FOUND' },
        }),
      });
    }
    const now = new Date().toISOString();
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ writeResults: commit.writes.map(() => ({ updateTime: now })), commitTime: now }),
    });
  });
  return {
    /** Every commit caught so far. */
    commits,
    next(): Promise<FirestoreCommit> {
      const commit = unread.shift();
      return commit ? Promise.resolve(commit) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

/** Reads a document back from the emulator with admin rights (`Bearer owner` bypasses the rules). */
export async function readEmulatorDocument(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${FIRESTORE_EMULATOR_ORIGIN}/v1/${DOCUMENTS}/${path}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (response.status === 404) return undefined;
  const body = (await response.json()) as { fields?: Record<string, FirestoreValue> };
  return decodeRestFields(body.fields ?? {});
}

/** Writes a document to the emulator with admin rights, as another device of the member would have. */
export async function writeEmulatorDocument(path: string, fields: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${FIRESTORE_EMULATOR_ORIGIN}/v1/${DOCUMENTS}/${path}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: wireFields(fields) }),
  });
  if (!response.ok) throw new Error(`The Firestore emulator refused to write ${path}: ${await response.text()}`);
}

/** Deletes a document from the emulator with admin rights (a fresh start for a counter a test moves on). */
export async function deleteEmulatorDocument(path: string): Promise<void> {
  const response = await fetch(`${FIRESTORE_EMULATOR_ORIGIN}/v1/${DOCUMENTS}/${path}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`The Firestore emulator refused to delete ${path}: ${await response.text()}`);
}

/** Resolves when the page's next document read (Lite's getDoc) has its answer. */
export function nextDocumentRead(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => BATCH_GET_URL.test(response.url()));
}

/** A plain JSON value as a Firestore REST value (strings and lists of them: what members store; whole numbers: counters). */
function wireValue(value: unknown): FirestoreValue {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Number.isInteger(value)) return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: value.length > 0 ? { values: value.map(wireValue) } : {} };
  if (typeof value === 'object' && value !== null) {
    return { mapValue: { fields: wireFields(value as Record<string, unknown>) } };
  }
  throw new Error(`No wire form for ${JSON.stringify(value)} in these tests`);
}

export function wireFields(fields: Record<string, unknown>): Record<string, FirestoreValue> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, wireValue(value)]));
}

/**
 * Answers the page's document reads (Lite's getDoc, a batchGet) from `documents`, as Firestore
 * would: found with its fields, or missing. Also records each read's Authorization header.
 * Queries find nothing: the members of these journeys hold no bookings, and no timetable change
 * is posted.
 */
export async function answerFirestoreDocuments(page: Page, documents: FirestoreDocuments) {
  const reads: { path: string; authorization: string | undefined }[] = [];
  await page.route(RUN_QUERY_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify([{ readTime: new Date().toISOString() }]),
    }),
  );
  await page.route(BATCH_GET_URL, async (route) => {
    const { documents: names } = route.request().postDataJSON() as { documents: string[] };
    const readTime = new Date().toISOString();
    const answers = names.map((name) => {
      const path = pathOf(name);
      reads.push({ path, authorization: route.request().headers().authorization });
      const fields = documents.get(path);
      if (!fields) return { missing: name, readTime };
      return { found: { name, fields: wireFields(fields), createTime: readTime, updateTime: readTime }, readTime };
    });
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(answers),
    });
  });
  return { reads };
}
