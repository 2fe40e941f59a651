/**
 * A member's own list of bookings (src/firebase/bookings.ts: readMyBookings) against the composite
 * indexes committed in firestore.indexes.json: an equality on the member and a range ordered by
 * the session's start need one. The emulator answers the query without it; production refuses it
 * (FAILED_PRECONDITION), so My week would fail only once deployed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';

// The real module's query shape (tests/setup.ts puts a fake in its place elsewhere).
vi.unmock('@/firebase/bookings');
const { myBookingsQueryShape } = await import('@/firebase/bookings');

interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string }[];
}

const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: CompositeIndex[] };

describe('firestore.indexes.json serves a member’s list of bookings', () => {
  it('has the index of its equality fields, then its span ascending', () => {
    const { collection, equal, span } = myBookingsQueryShape;
    const wanted = [...equal.map((field) => `${field} ASCENDING`), `${span} ASCENDING`];
    const served = indexes.some(
      (index) =>
        index.collectionGroup === collection &&
        index.queryScope === 'COLLECTION' &&
        index.fields.map(({ fieldPath, order }) => `${fieldPath} ${order}`).join() === wanted.join(),
    );
    expect(served).toBe(true);
  });
});
