/**
 * A member's users document in the member-space journeys. Where the Firestore emulator runs
 * (Java 21+ on the machine), every request goes through to it, with firestore.rules, and the test
 * reads the document back from it. Elsewhere the wire answers writes and reads from the documents
 * the page itself has written, as Firestore would. Either way each commit is caught and checked.
 */
import type { Page } from '@playwright/test';
import {
  answerFirestoreDocuments,
  type FirestoreDocuments,
  isFirestoreEmulatorUp,
  readEmulatorDocument,
  watchFirestoreCommits,
  writeEmulatorDocument,
} from './firestore-wire';

export interface MemberFirestore {
  isEmulator: boolean;
  /** The commits of this page. */
  commits: Awaited<ReturnType<typeof watchFirestoreCommits>>;
  /** The documents the wire keeps when no emulator runs (shared by every page given them). */
  documents: FirestoreDocuments;
  /** The document as stored now (undefined: there is none). */
  read(path: string): Promise<Record<string, unknown> | undefined>;
  /** Stores a document as the member's other device (or the site, earlier) would have. */
  write(path: string, fields: Record<string, unknown>): Promise<void>;
}

/**
 * `sameDocumentsAs`: another page of the member (a second tab), which must see the same
 * documents; the emulator does that by itself, the wire by sharing its map.
 */
export async function memberFirestore(page: Page, sameDocumentsAs?: MemberFirestore): Promise<MemberFirestore> {
  const isEmulator = await isFirestoreEmulatorUp();
  const documents: FirestoreDocuments = sameDocumentsAs?.documents ?? new Map();
  const commits = await watchFirestoreCommits(page, isEmulator ? 'emulator' : documents);
  if (!isEmulator) await answerFirestoreDocuments(page, documents);
  return {
    isEmulator,
    commits,
    documents,
    read(path) {
      return isEmulator ? readEmulatorDocument(path) : Promise.resolve(documents.get(path));
    },
    async write(path, fields) {
      if (isEmulator) await writeEmulatorDocument(path, fields);
      else documents.set(path, fields);
    },
  };
}
