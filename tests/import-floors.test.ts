/**
 * The house's floors (shared/STYLE.md): a folder imports only from the floors below it. Every
 * folder of src/ stands on a floor, every import is counted (type-only and dynamic ones too), and
 * no file is let off. And no two modules import each other, however long the way round.
 *
 * Bottom to top, and why each stands where it does:
 * - lib: leaf helpers, nothing of the app. Beside it the files that are no code: the pictures
 *   (assets) and the stylesheet.
 * - i18n: the languages and every Intl format; content: words and facts. Every URL of the site
 *   (content/paths.ts) is a fact here, beneath all that links, the timetable's calendar files too.
 * - timetable: the weekly timetable and its dated sessions, as data and pure logic (the change
 *   model included: the Firebase layer parses with it); its time-zone arithmetic (zoned-time.ts)
 *   a leaf that needs nothing of the app but lib and i18n.
 * - firebase: the only code that knows Firebase, its SDK and its REST API alike; the public
 *   timetable changes' read is here, beneath the live timetable that shares it out.
 * - before-start (what works before the app starts: forms, pages and the browser entry use it) and
 *   components/ui (primitives); components/forms, the submission model, builds on the field.
 * - The capabilities, one folder each: auth and live-timetable, which the others build on
 *   (saved classes need the member, the trial form the week's changes); then saved-classes,
 *   trial, desk and bookings. Each holds its state, hooks and rules, and calls into firebase/.
 * - The views pages share: components/layout (the frame, with the footer's opening line and the
 *   page state kept in the address), pricing, privacy and seo.
 * - pages: one floor a page, and no page imports another.
 * - app: the route table that puts the pages together, so nothing below may import it; then the
 *   two entries, main.tsx and entry-server.tsx.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importCircles, importGraph, importSpecifiers } from './import-graph';

/** Bottom to top: a floor imports only from the rows below its own; floors of one row not from each other. */
const FLOORS: readonly (readonly string[])[] = [
  ['lib', 'assets', 'index.css'],
  ['i18n'],
  ['content'],
  ['timetable'],
  ['firebase'],
  ['before-start', 'components/ui'],
  ['components/forms'],
  ['auth', 'live-timetable'],
  ['saved-classes', 'trial', 'desk', 'bookings'],
  ['components/layout', 'components/pricing', 'components/privacy', 'components/seo'],
  ['pages/*'],
  ['app'],
  ['main.tsx', 'entry-server.tsx'],
];

/** A file's floor: its folder in src/ (a subfolder of components/ or pages/), or the file itself at the top. */
function floorOf(file: string): string {
  const parts = file.split('/');
  const [top = '', sub = ''] = parts;
  return (top === 'components' || top === 'pages') && parts.length > 2 ? `${top}/${sub}` : top;
}

/** The row a floor stands on, or undefined for a floor the house does not know. */
function rowOf(floor: string): number | undefined {
  const row = FLOORS.findIndex((floors) => floors.includes(floor) || floors.includes(`${floor.split('/')[0] ?? ''}/*`));
  return row < 0 ? undefined : row;
}

/** Imports that leave their floor for one it may not use (not below it, or not known), as `from → to` lines. */
function floorViolations(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      if (floorOf(to) === floorOf(from)) return false;
      const fromRow = rowOf(floorOf(from));
      const toRow = rowOf(floorOf(to));
      return fromRow === undefined || toRow === undefined || toRow >= fromRow;
    })
    .map(({ from, to }) => `${from} → ${to}`);
}

/** The floors of these files that the house does not hold. */
function unheldFloors(files: readonly string[]): string[] {
  return [...new Set(files.map(floorOf))].filter((floor) => rowOf(floor) === undefined).sort();
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

  it('catches an import from above or from the same row, and one page importing another', () => {
    expect(
      floorViolations([
        { from: 'lib/slug.ts', to: 'content/site.ts' },
        { from: 'content/bmi.ts', to: 'pages/home/bmi.ts' },
        { from: 'timetable/calendar.ts', to: 'app/routes.tsx' },
        { from: 'timetable/calendar.ts', to: 'content/paths.ts' },
        { from: 'desk/current-changes.ts', to: 'trial/trial-rules.ts' },
        { from: 'trial/use-live-sessions.ts', to: 'live-timetable/use-timetable-changes.ts' },
        { from: 'components/layout/footer.tsx', to: 'components/layout/logo.tsx' },
        { from: 'components/ui/button.tsx', to: 'components/forms/submit-button.tsx' },
        { from: 'pages/home/home-page.tsx', to: 'pages/classes/class-card.tsx' },
        { from: 'pages/home/home-page.tsx', to: 'pages/home/hero-section.tsx' },
        { from: 'app/routes.tsx', to: 'pages/home/home-page.tsx' },
        { from: 'pages/blog/blog-section.tsx', to: 'app/routes.tsx' },
        { from: 'newfolder/x.ts', to: 'lib/cn.ts' },
      ]),
    ).toEqual([
      'lib/slug.ts → content/site.ts',
      'content/bmi.ts → pages/home/bmi.ts',
      'timetable/calendar.ts → app/routes.tsx',
      'desk/current-changes.ts → trial/trial-rules.ts',
      'components/ui/button.tsx → components/forms/submit-button.tsx',
      'pages/home/home-page.tsx → pages/classes/class-card.tsx',
      'pages/blog/blog-section.tsx → app/routes.tsx',
      'newfolder/x.ts → lib/cn.ts',
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

  it('holds every folder of src/ on a floor', () => {
    expect(unheldFloors(edges.flatMap(({ from, to }) => [from, to]))).toEqual([]);
  });

  it('has every import go down to a floor below its own', () => {
    expect(floorViolations(edges)).toEqual([]);
  });

  it('keeps the time-zone arithmetic a leaf of the timetable: it imports nothing of the app but lib and i18n', () => {
    const leafImports = edges.filter(({ from }) => from === 'timetable/zoned-time.ts').map(({ to }) => floorOf(to));
    expect(leafImports.filter((floor) => floor !== 'lib' && floor !== 'i18n')).toEqual([]);
  });

  it('has no import circles', () => {
    expect(importCircles(edges)).toEqual([]);
  });
});
