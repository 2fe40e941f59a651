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
} from './firestore-wire';

export async function memberFirestore(page: Page) {
  const isEmulator = await isFirestoreEmulatorUp();
  const documents: FirestoreDocuments = new Map();
  const commits = await watchFirestoreCommits(page, isEmulator ? 'emulator' : documents);
  if (!isEmulator) await answerFirestoreDocuments(page, documents);
  return {
    isEmulator,
    commits,
    /** The document as stored now (undefined: there is none). */
    read(path: string): Promise<Record<string, unknown> | undefined> {
      return isEmulator ? readEmulatorDocument(path) : Promise.resolve(documents.get(path));
    },
  };
}
