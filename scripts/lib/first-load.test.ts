import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { firebaseMarkersIn, firstLoadFiles, inlineCss, inlineJs } from './first-load';

describe('firstLoadFiles', () => {
  it('collects the entry script, module preloads and stylesheets, not other links', () => {
    const html =
      '<link rel="icon" href="/favicon.svg"><link rel="modulepreload" crossorigin href="/assets/home.js">' +
      '<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="/assets/index.css">' +
      '<link rel="canonical" href="/about">';
    expect(firstLoadFiles(html)).toEqual({ js: ['assets/home.js', 'assets/index.js'], css: ['assets/index.css'] });
  });

  it('counts the modules listed for hydration after the first paint', () => {
    const html =
      '<script type="application/json" id="hydration-modules">["/assets/app.js","/assets/home.js"]</script>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>';
    expect(firstLoadFiles(html).js).toEqual(['assets/index.js', 'assets/app.js', 'assets/home.js']);
  });
});

describe('firebaseMarkersIn', () => {
  const require = createRequire(import.meta.url);
  // The SDK's own minified browser builds: what survives minification is what a chunk keeps.
  const minifiedBuild = (name: string) => readFileSync(`node_modules/firebase/${name}`, 'utf8');

  it.each(['firebase-app.js', 'firebase-auth.js', 'firebase-firestore-lite.js'])('recognises minified %s', (name) => {
    expect(firebaseMarkersIn(minifiedBuild(name))).not.toEqual([]);
  });

  it('finds nothing in code that does not use Firebase', () => {
    expect(firebaseMarkersIn(readFileSync(require.resolve('react-router'), 'utf8'))).toEqual([]);
  });

  it.each([
    'src/firebase/firestore-rest.ts',
    'src/firebase/public-timetable-changes.ts',
    'src/firebase/timetable-changes-query.ts',
    'src/live-timetable/read-timetable-changes.ts',
  ])("finds nothing in the timetable's REST read (%s), which names Firestore's host without the SDK", (file) => {
    expect(firebaseMarkersIn(readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('inlineCss', () => {
  it('is the text of the page style elements, and nothing of its style attributes', () => {
    expect(inlineCss('<head><style>a{x:1}</style></head><p style="y:2">p</p><style media="print">b{}</style>')).toBe(
      'a{x:1}\nb{}',
    );
    expect(inlineCss('<p>no styles</p>')).toBe('');
  });
});

describe('inlineJs', () => {
  it('is the text of the page inline scripts that run, not of linked scripts nor JSON data blocks', () => {
    const html =
      '<script type="module">start()</script><script type="module" src="/assets/a.js"></script>' +
      '<script type="application/json" id="hydration-modules">["/assets/b.js"]</script><script>x=1</script>';
    expect(inlineJs(html)).toBe('start()\nx=1');
  });
});
