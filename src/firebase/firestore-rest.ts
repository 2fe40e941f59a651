/**
 * Firestore's REST API without the SDK: a `:runQuery` and a `:batchGet` POST that never reject
 * and never wait longer than they are told, and the decoder of the typed values they answer
 * with. For the public pages' anonymous reads (one query: public-timetable-changes.ts; documents
 * by id: public-session-counts.ts), where the SDK would cost a chunk of its own and the Firebase
 * app core (src/first-load.md). It imports only a leaf helper at run time, so the end-to-end
 * support can use it in Node too.
 */
import { settleWithin } from '@/lib/settle-within';
import type { FirebaseTarget } from './config';

export type RestFetch = (input: string, init: RequestInit) => Promise<Response>;

/** Where the REST API answers: the local emulator in local builds, Google's host in production. */
export function firestoreRestOrigin(target: FirebaseTarget): string {
  return target.kind === 'emulators'
    ? `http://${target.firestoreEmulator.host}:${target.firestoreEmulator.port}`
    : 'https://firestore.googleapis.com';
}

/** The runQuery address of a project's default database. */
export function runQueryUrl(origin: string, projectId: string): string {
  return `${origin}/v1/projects/${projectId}/databases/(default)/documents:runQuery`;
}

/** The batchGet address of a project's default database. */
export function batchGetUrl(origin: string, projectId: string): string {
  return `${origin}/v1/projects/${projectId}/databases/(default)/documents:batchGet`;
}

/** A document's full name, as batchGet asks for it: `projects/<id>/databases/(default)/documents/<path>`. */
export function documentName(projectId: string, path: string): string {
  return `projects/${projectId}/databases/(default)/documents/${path}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A REST value (`{ stringValue: "…" }`, `{ timestampValue: "…" }`, `{ mapValue: { fields } }`, …)
 * as plain data. A kind the app never stores (bytes, references, places) stays as it came, for
 * the caller's parser to refuse.
 */
export function decodeRestValue(value: unknown): unknown {
  if (!isRecord(value)) return value;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('mapValue' in value) return decodeRestFields(isRecord(value.mapValue) ? value.mapValue.fields : undefined);
  if ('arrayValue' in value) {
    const values = isRecord(value.arrayValue) ? value.arrayValue.values : undefined;
    return Array.isArray(values) ? values.map(decodeRestValue) : [];
  }
  return value;
}

/** A document's `fields` (name → REST value) as a plain record. */
export function decodeRestFields(fields: unknown): Record<string, unknown> {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeRestValue(value)]));
}

/** A stored document as a runQuery answer carries it: its id and its decoded fields. */
export interface RestDocument {
  id: string;
  fields: Record<string, unknown>;
}

function restDocument(document: unknown): RestDocument | undefined {
  if (!isRecord(document) || typeof document.name !== 'string') return undefined;
  return { id: document.name.slice(document.name.lastIndexOf('/') + 1), fields: decodeRestFields(document.fields) };
}

/** The documents of a runQuery answer (an array of `{ document?, readTime }`); anything else gives none. */
export function runQueryDocuments(answer: unknown): RestDocument[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item) => restDocument(isRecord(item) ? item.document : undefined) ?? []);
}

/** What a batchGet answer says of the documents asked for: those found, and the ids of those that do not exist. */
export interface BatchGetResult {
  found: RestDocument[];
  missing: string[];
}

/**
/**
 * A batchGet answer (an array of `{ found }` or `{ missing: <name> }`, each with a readTime);
 * undefined for anything of another shape, which is no answer at all.
 */
export function batchGetDocuments(answer: unknown): BatchGetResult | undefined {
  if (!Array.isArray(answer)) return undefined;
  const result: BatchGetResult = { found: [], missing: [] };
  for (const item of answer) {
    if (!isRecord(item)) continue;
    const found = restDocument(item.found);
    if (found) result.found.push(found);
    else if (typeof item.missing === 'string')
      result.missing.push(item.missing.slice(item.missing.lastIndexOf('/') + 1));
  }
  return result;
}

/** Headers a request adds to its own (App Check's token: ./app-check-headers). */
type ExtraHeaders = Readonly<Record<string, string>>;

/**
 * One runQuery, never rejecting: the answer as it came, or undefined when it is late (the
 * request is aborted after `timeoutMs`), refused or not JSON.
 */
export function postRunQuery(
  fetchImpl: RestFetch,
  url: string,
  body: string,
  timeoutMs: number,
  headers: ExtraHeaders = {},
): Promise<unknown> {
  return postForJson(fetchImpl, url, body, timeoutMs, headers);
}

/** One batchGet of documents by full name (documentName), never rejecting, like postRunQuery. */
export function postBatchGet(
  fetchImpl: RestFetch,
  url: string,
  names: readonly string[],
  timeoutMs: number,
  headers: ExtraHeaders = {},
): Promise<unknown> {
  return postForJson(fetchImpl, url, JSON.stringify({ documents: names }), timeoutMs, headers);
}

function postForJson(
  fetchImpl: RestFetch,
  url: string,
  body: string,
  timeoutMs: number,
  headers: ExtraHeaders,
): Promise<unknown> {
  const controller = new AbortController();
  const ask = async (): Promise<unknown> => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body,
        signal: controller.signal,
      });
      return response.ok ? await response.json() : undefined;
    } catch {
      return undefined;
    }
  };
  // Late: the request is aborted, so it stops holding the connection, and the answer is none.
  return settleWithin(ask(), timeoutMs, () => {
    controller.abort();
    return undefined;
  });
}
