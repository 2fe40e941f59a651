import { describe, expect, it } from 'vitest';
import type { GraphChunk } from '../vite/chunk-graph';
import { partsMissingFrom, postPaintLoad } from './post-paint';

const chunk = (file: string, modules: string[], imports: string[] = [], dynamicImports: string[] = []): GraphChunk => ({
  file,
  modules,
  imports,
  dynamicImports,
});

// An app whose footer starts a part that starts the read; a page that shows lines after the paint.
const graph = [
  chunk('assets/app.js', ['src/app.tsx'], [], ['assets/footer-line.js', 'assets/page.js', 'assets/menu.js']),
  chunk('assets/footer-line.js', ['src/footer-line.tsx'], ['assets/app.js', 'assets/dates.js'], ['assets/read.js']),
  chunk('assets/dates.js', ['src/dates.ts']),
  chunk('assets/read.js', ['src/read.ts'], ['assets/dates.js', 'assets/rest.js']),
  chunk('assets/rest.js', ['src/rest.ts']),
  chunk('assets/page.js', ['src/page.tsx'], ['assets/app.js', 'assets/dates.js'], ['assets/lines.js']),
  chunk('assets/lines.js', ['src/lines.tsx'], ['assets/page.js']),
  chunk('assets/menu.js', ['src/menu.tsx'], ['assets/app.js']),
];
const parts = [
  { module: 'src/footer-line.tsx' },
  { module: 'src/read.ts', fetches: ['the changes'] },
  { module: 'src/lines.tsx' },
];

describe('postPaintLoad', () => {
  it('follows a part into the part it starts, with every chunk each imports that the page lacks', () => {
    const load = postPaintLoad(graph, ['assets/app.js'], parts);
    expect(load.chunks).toEqual(['assets/footer-line.js', 'assets/dates.js', 'assets/read.js', 'assets/rest.js']);
    expect(load.fetches).toEqual(['the changes']);
    expect(load.parts.map((part) => part.module)).toEqual(['src/footer-line.tsx', 'src/read.ts']);
  });

  it('counts nothing the first load has, and a part the page itself starts', () => {
    const load = postPaintLoad(graph, ['assets/app.js', 'assets/page.js'], parts);
    expect(load.chunks).toEqual(['assets/footer-line.js', 'assets/read.js', 'assets/rest.js', 'assets/lines.js']);
    expect(load.chunks).not.toContain('assets/dates.js');
  });

  it('still counts the fetch of a part whose code is in the first load', () => {
    const load = postPaintLoad(graph, ['assets/app.js', 'assets/footer-line.js', 'assets/read.js'], parts);
    expect(load.chunks).toEqual([]);
    expect(load.fetches).toEqual(['the changes']);
  });

  it('leaves out what only the visitor starts, and parts that no chunk of the page reaches', () => {
    const load = postPaintLoad(graph, ['assets/app.js'], [...parts, { module: 'src/nowhere.ts' }]);
    expect(load.chunks).not.toContain('assets/menu.js');
    expect(load.chunks).not.toContain('assets/lines.js');
  });

  it('counts a chunk shared by two parts once', () => {
    const shared = [
      chunk('assets/app.js', ['src/app.tsx'], [], ['assets/a.js', 'assets/b.js']),
      chunk('assets/a.js', ['src/a.ts'], ['assets/common.js']),
      chunk('assets/b.js', ['src/b.ts'], ['assets/common.js']),
      chunk('assets/common.js', ['src/common.ts']),
    ];
    const load = postPaintLoad(shared, ['assets/app.js'], [{ module: 'src/a.ts' }, { module: 'src/b.ts' }]);
    expect(load.chunks).toEqual(['assets/a.js', 'assets/common.js', 'assets/b.js']);
  });
});

describe('partsMissingFrom', () => {
  it('names the parts no build holds', () => {
    expect(partsMissingFrom([graph, []], [...parts, { module: 'src/renamed.ts' }])).toEqual(['src/renamed.ts']);
  });
});
