import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { equalityFields, LEAD_FILTER_SHAPES, LEAD_ORDER } from './desk-lead-queries';
import { LEADS_COLLECTION } from './leads-collection';

interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}
interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: CompositeIndex[] };

/** The composite index a query shape needs, or null when Firestore's single-field indexes serve it. */
function neededIndex(fields: string[]): CompositeIndex | null {
  if (fields.length === 0) return null;
  return {
    collectionGroup: LEADS_COLLECTION,
    queryScope: 'COLLECTION',
    fields: [
      ...fields.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      { fieldPath: LEAD_ORDER.field, order: LEAD_ORDER.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' },
    ],
  };
}

describe('the desk’s queries and firestore.indexes.json', () => {
  it('covers every filter combination the inbox sends (none, status, kind, both)', () => {
    expect(LEAD_FILTER_SHAPES.map(equalityFields)).toEqual([[], ['status'], ['kind'], ['status', 'kind']]);
  });

  it.each(LEAD_FILTER_SHAPES.map((filters) => [equalityFields(filters).join(' + ') || 'no filter', filters] as const))(
    'has the composite index the query with %s needs',
    (_, filters) => {
      const needed = neededIndex(equalityFields(filters));
      if (needed) expect(indexes).toContainEqual(needed);
    },
  );

  it('fails for a missing index: a query on a field the file does not index', () => {
    expect(indexes).not.toContainEqual(neededIndex(['locale']));
  });
});
