/**
 * The desk's queries against the composite indexes committed in firestore.indexes.json. The
 * emulator answers any query; production refuses one whose index is missing (FAILED_PRECONDITION),
 * so the desk would fail only once deployed. The shapes come from the module that builds the
 * queries (src/firebase/desk-queries.ts), so a new query shape without its index fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deskQueryShapes, type LeadQueryShape } from '@/firebase/desk-queries';
import { LEADS_COLLECTION } from '@/firebase/leads-collection';

interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: { fieldPath: string; order?: string; arrayConfig?: string }[];
}

const { indexes } = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: CompositeIndex[] };

/**
 * The composite index a shape needs: its equality fields, then its span's field ascending (the
 * desk orders by it). A shape with no equality field runs on Firestore's automatic single-field
 * index and needs none.
 */
function requiredIndex(shape: LeadQueryShape): string[] | undefined {
  if (shape.equal.length === 0) return undefined;
  return [...shape.equal.map((field) => `${field} ASCENDING`), `${shape.span} ASCENDING`];
}

/** Whether a committed index serves the shape: equality fields first (any order), then the span. */
function isServedBy(shape: LeadQueryShape, index: CompositeIndex): boolean {
  if (index.collectionGroup !== LEADS_COLLECTION || index.queryScope !== 'COLLECTION') return false;
  const fields = index.fields.map(({ fieldPath, order }) => `${fieldPath} ${order ?? ''}`);
  if (fields.length !== shape.equal.length + 1) return false;
  const equalPart = fields.slice(0, -1).map((field) => field.split(' ')[0]);
  return (
    shape.equal.every((field) => equalPart.includes(field)) &&
    index.fields.slice(0, -1).every(({ order }) => order === 'ASCENDING') &&
    fields.at(-1) === `${shape.span} ASCENDING`
  );
}

function missingIndexes(shapes: Record<string, LeadQueryShape>, committed: readonly CompositeIndex[]): string[] {
  return Object.entries(shapes).flatMap(([name, shape]) => {
    const needed = requiredIndex(shape);
    if (!needed || committed.some((index) => isServedBy(shape, index))) return [];
    return [`${name}: leads (${needed.join(', ')})`];
  });
}

describe('firestore.indexes.json serves every query the desk’s overview makes', () => {
  it('has a composite index for each query shape', () => {
    expect(missingIndexes(deskQueryShapes, indexes)).toEqual([]);
  });

  it('fails when one is missing, or orders or groups its fields wrongly', () => {
    const shapes = { byClass: { equal: ['kind', 'class'], span: 'createdAt' } } as const;
    const index = (fields: [string, string][], collectionGroup = 'leads'): CompositeIndex => ({
      collectionGroup,
      queryScope: 'COLLECTION',
      fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
    });
    const needed = ['byClass: leads (kind ASCENDING, class ASCENDING, createdAt ASCENDING)'];
    expect(missingIndexes(shapes, [])).toEqual(needed);
    expect(
      missingIndexes(shapes, [
        index([
          ['kind', 'ASCENDING'],
          ['createdAt', 'ASCENDING'],
        ]),
      ]),
    ).toEqual(needed);
    expect(
      missingIndexes(shapes, [
        index([
          ['kind', 'ASCENDING'],
          ['class', 'ASCENDING'],
          ['createdAt', 'DESCENDING'],
        ]),
      ]),
    ).toEqual(needed);
    expect(
      missingIndexes(shapes, [
        index(
          [
            ['kind', 'ASCENDING'],
            ['class', 'ASCENDING'],
            ['createdAt', 'ASCENDING'],
          ],
          'visitorQuotas',
        ),
      ]),
    ).toEqual(needed);
    expect(
      missingIndexes(shapes, [
        index([
          ['class', 'ASCENDING'],
          ['kind', 'ASCENDING'],
          ['createdAt', 'ASCENDING'],
        ]),
      ]),
    ).toEqual([]);
  });

  it('needs no composite index for a span alone (the automatic single-field index serves it)', () => {
    expect(missingIndexes({ month: { equal: [], span: 'createdAt' } }, [])).toEqual([]);
  });
});
