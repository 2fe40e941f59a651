/**
 * Firestore's REST answers for unit tests: stored documents (timetable changes, sessions' counts)
 * encoded as the wire carries them, and a fetch answer around them.
 */

/** A plain value in Firestore's REST encoding, as runQuery answers it. */
function encode(value: unknown): unknown {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (value === null) return { nullValue: null };
  if (Array.isArray(value)) return { arrayValue: value.length > 0 ? { values: value.map(encode) } : {} };
  return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
}

export const encodeFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));

const record = {
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  endsAt: new Date('2026-11-27T23:00:00Z'),
};
/** A stored cancellation, and special hours with a French note, as the desk writes them. */
export const cancelled = { kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-27', ...record };
export const hours = {
  kind: 'hours',
  from: '2026-11-26',
  to: '2026-11-27',
  closed: false,
  opens: '10:00',
  closes: '16:00',
  ...record,
  note: { text: 'Fermeture anticipée', locale: 'fr' },
};

/** One item of a runQuery answer: the document `timetableChanges/{id}` holding `data`. */
export const documentOf = (id: string, data: Record<string, unknown>) => ({
  document: {
    name: `projects/demo-rivage-gym/databases/(default)/documents/timetableChanges/${id}`,
    fields: encodeFields(data),
    createTime: '2026-11-20T10:00:00Z',
    updateTime: '2026-11-20T10:00:00Z',
  },
  readTime: '2026-11-25T11:00:00Z',
});

/** A fetch answer with `body` as its JSON. */
export const answer = (body: unknown, init: ResponseInit = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, ...init }));
