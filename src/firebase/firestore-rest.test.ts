import { describe, expect, it } from 'vitest';
import { decodeRestValue, runQueryDocuments } from './firestore-rest';

describe('the REST decoder', () => {
  it('decodes the REST values the app stores, and keeps others for the parser to refuse', () => {
    expect(decodeRestValue({ arrayValue: { values: [{ integerValue: '3' }, { doubleValue: 1.5 }] } })).toEqual([
      3, 1.5,
    ]);
    expect(decodeRestValue({ nullValue: null })).toBeNull();
    expect(decodeRestValue({ bytesValue: 'AA==' })).toEqual({ bytesValue: 'AA==' });
  });

  it('reads a runQuery answer into documents by id, and anything of another shape as none', () => {
    expect(
      runQueryDocuments([
        {
          document: { name: 'projects/p/databases/(default)/documents/things/a', fields: { n: { integerValue: '1' } } },
          readTime: '2026-11-25T11:00:00Z',
        },
        { readTime: '2026-11-25T11:00:00Z' },
      ]),
    ).toEqual([{ id: 'a', fields: { n: 1 } }]);
    expect(runQueryDocuments({ documents: [] })).toEqual([]);
  });
});
