/**
 * The house's floors (shared/STYLE.md): a folder imports only from the floors below it. The low
 * floors are held here, every import counted, type-only ones included: lib (leaf helpers) imports
 * nothing of the app; i18n only lib; content (words and facts) only i18n and lib; the timetable
 * only content, i18n, lib and the URL list; the Firebase layer only those; before-start (what
 * works before the app starts) only content, i18n and lib. And no two modules
 * import each other, however long the way round.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importCircles, importGraph, importSpecifiers } from './import-graph';

const floorOf = (file: string) => file.split('/')[0] ?? '';

/** What each held floor may import, besides itself. */
const allowedBelow: Readonly<Record<string, readonly string[]>> = {
  lib: [],
  i18n: ['lib'],
  content: ['i18n', 'lib', 'assets'],
  // app/paths.ts is every URL of the site: a list that imports only content and lib.
  // firebase/config.ts says which Firestore the public changes read talks to; it loads no SDK.
  timetable: ['content', 'i18n', 'lib', 'app/paths.ts', 'firebase/config.ts'],
  firebase: ['timetable', 'content', 'i18n', 'lib'],
  // What works before the app starts: used by forms, pages and the browser entry, beneath them all.
  'before-start': ['content', 'i18n', 'lib'],
};

/** Imports that leave their floor for one it may not use, as `from → to` lines. */
function floorViolations(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const allowed = allowedBelow[floorOf(from)];
      if (!allowed || floorOf(to) === floorOf(from)) return false;
      return !allowed.some((target) => to === target || floorOf(to) === target);
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

const edges = importGraph(resolve(import.meta.dirname, '..', 'src'));

describe('the floors of src/', () => {
  it('reads every kind of import: named, type-only, re-export, dynamic, side effect', () => {
    const source = [
      "import { a } from '@/lib/a';",
      "import type { B } from './b';",
      "export { c } from '../c';",
      "const d = () => import('@/firebase/d');",
      "import '@/index.css';",
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['@/lib/a', './b', '../c', '@/firebase/d', '@/index.css']);
  });

  it('catches a low floor importing from above, and lets a high floor import anything', () => {
    expect(
      floorViolations([
        { from: 'lib/slug.ts', to: 'content/site.ts' },
        { from: 'content/bmi.ts', to: 'pages/home/bmi.ts' },
        { from: 'timetable/calendar.ts', to: 'app/routes.tsx' },
        { from: 'timetable/calendar.ts', to: 'app/paths.ts' },
        { from: 'pages/home/bmi.ts', to: 'content/bmi.ts' },
      ]),
    ).toEqual([
      'lib/slug.ts → content/site.ts',
      'content/bmi.ts → pages/home/bmi.ts',
      'timetable/calendar.ts → app/routes.tsx',
    ]);
  });

  it('finds circles, short and long', () => {
    expect(
      importCircles([
        { from: 'a.ts', to: 'b.ts' },
        { from: 'b.ts', to: 'a.ts' },
        { from: 'c.ts', to: 'd.ts' },
        { from: 'd.ts', to: 'e.ts' },
        { from: 'e.ts', to: 'c.ts' },
        { from: 'f.ts', to: 'a.ts' },
      ]),
    ).toEqual([
      ['a.ts', 'b.ts'],
      ['c.ts', 'd.ts', 'e.ts'],
    ]);
  });

  it('lib, i18n, content, timetable, firebase and before-start import only from the floors below them', () => {
    expect(floorViolations(edges)).toEqual([]);
  });

  it('has no import circles', () => {
    expect(importCircles(edges)).toEqual([]);
  });
});
