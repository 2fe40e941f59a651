import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chunkClosure,
  FIRST_ROUND_TRIP_BYTES,
  filesReferencedBy,
  fillTemplate,
  hydrationTags,
  inlineEntryScript,
  inlineStylesheets,
  isPastFirstRoundTrip,
  outputFileFor,
  robotsTxt,
  sitemapXml,
  splitHeadTags,
  stylesheetsFirst,
  type ViteManifest,
} from './html-document';

describe('splitHeadTags', () => {
  it('moves the leading title, meta and link tags out of the app markup', () => {
    const { head, body } = splitHeadTags(
      '<title>About | Gym</title><meta name="description" content="x"/><link rel="canonical" href="/about"/><a href="#main">Skip</a><title>not leading</title>',
    );
    expect(head).toBe(
      '<title>About | Gym</title><meta name="description" content="x"/><link rel="canonical" href="/about"/>',
    );
    expect(body).toBe('<a href="#main">Skip</a><title>not leading</title>');
  });

  it('leaves markup without head tags alone', () => {
    expect(splitHeadTags('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});

const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    css: ['assets/index.css'],
    dynamicImports: ['src/pages/a/a-page.tsx'],
  },
  'src/pages/a/a-page.tsx': {
    file: 'assets/a.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
    css: ['assets/a.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
};

describe('chunkClosure', () => {
  it('follows static imports once each', () => {
    expect(chunkClosure(manifest, 'src/pages/a/a-page.tsx')).toEqual({
      js: ['assets/a.js', 'assets/index.js', 'assets/shared.js'],
      css: ['assets/a.css', 'assets/index.css'],
    });
  });

  it('fails loudly for a module the build does not know', () => {
    expect(() => chunkClosure(manifest, 'src/pages/missing.tsx')).toThrow(/no entry/);
  });
});

describe('hydrationTags', () => {
  it('links the page’s stylesheets and lists its modules beyond what index.html already loads', () => {
    const inTemplate = filesReferencedBy(
      '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">',
    );
    expect(hydrationTags(manifest, ['src/pages/a/a-page.tsx'], inTemplate)).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">' +
        '<script type="application/json" id="hydration-modules">["/assets/a.js","/assets/shared.js"]</script>',
    );
  });
});

describe('fillTemplate', () => {
  it('fills both placeholders, even with $ signs in the markup', () => {
    expect(
      fillTemplate('<head><!--app-head--></head><div id="root"><!--app-html--></div>', {
        head: '<title>$1</title>',
        body: '<p>$&</p>',
      }),
    ).toBe('<head><title>$1</title></head><div id="root"><p>$&</p></div>');
  });

  it('refuses a template without placeholders', () => {
    expect(() => fillTemplate('<div id="root"></div>', { head: '', body: '' })).toThrow(/placeholder/);
  });
});

describe('outputFileFor', () => {
  it('maps paths to index.html files', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/about')).toBe('about/index.html');
    expect(outputFileFor('/schedule/monday')).toBe('schedule/monday/index.html');
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists every language of every page once, each with all its alternates and x-default', () => {
    const page = (path: string) => ({
      alternates: [
        { hreflang: 'en', url: `https://gym.example${path}` },
        { hreflang: 'fr', url: `https://gym.example/fr${path}` },
      ],
      xDefault: `https://gym.example${path}`,
    });
    const xml = sitemapXml([page('/about'), page('/classes')]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml.match(/<loc>/g)).toHaveLength(4);
    expect(xml).toContain(
      '<url><loc>https://gym.example/fr/about</loc><xhtml:link rel="alternate" hreflang="en" href="https://gym.example/about"/><xhtml:link rel="alternate" hreflang="fr" href="https://gym.example/fr/about"/><xhtml:link rel="alternate" hreflang="x-default" href="https://gym.example/about"/></url>',
    );
  });

  it('allows crawling and points at the sitemap', () => {
    expect(robotsTxt('https://gym.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://gym.example/sitemap.xml\n',
    );
  });
});

describe('stylesheetsFirst', () => {
  it('moves the stylesheet ahead of scripts, right after the viewport meta', () => {
    const template =
      '<head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n<!--app-head-->\n<script type="module" src="/a.js"></script>\n<link rel="stylesheet" crossorigin href="/a.css">\n</head>';
    expect(stylesheetsFirst(template)).toBe(
      '<head>\n<meta charset="UTF-8" />\n<meta name="viewport" content="width=device-width" />\n<link rel="stylesheet" crossorigin href="/a.css">\n<!--app-head-->\n<script type="module" src="/a.js"></script>\n</head>',
    );
  });
});

describe('isPastFirstRoundTrip', () => {
  // Random base64 text compresses to about three quarters of its length, never to a fraction.
  const incompressible = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

  it('is true only when the compressed page is over the first TCP window', () => {
    expect(isPastFirstRoundTrip('<p>short</p>'.repeat(2000))).toBe(false);
    expect(isPastFirstRoundTrip(incompressible(FIRST_ROUND_TRIP_BYTES / 2))).toBe(false);
    expect(isPastFirstRoundTrip(incompressible(FIRST_ROUND_TRIP_BYTES * 2))).toBe(true);
  });
});

describe('inlineStylesheets', () => {
  const assets: Record<string, string> = {
    'assets/a.css': 'body{font-family:Inter}@font-face{src:url(/assets/inter.woff2)}\n',
    'assets/b.css': 'h1{color:red}',
  };
  const readAsset = (file: string) => assets[file] ?? '';

  it('puts the linked stylesheets at the end of <head>, after every preload and script', () => {
    const template =
      '<head>\n<meta charset="UTF-8" />\n<!--app-head-->\n<script type="module" crossorigin src="/a.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/a.css">\n<link rel="stylesheet" crossorigin href="/assets/b.css">\n</head>';
    expect(inlineStylesheets(template, readAsset)).toBe(
      '<head>\n<meta charset="UTF-8" />\n<!--app-head-->\n<script type="module" crossorigin src="/a.js"></script>\n<style>body{font-family:Inter}@font-face{src:url(/assets/inter.woff2)}\nh1{color:red}</style>\n</head>',
    );
  });

  it('leaves a page without stylesheets alone', () => {
    expect(inlineStylesheets('<head></head>', readAsset)).toBe('<head></head>');
  });

  it('refuses a stylesheet that would end the <style> early or that names a file relatively', () => {
    const page = '<head><link rel="stylesheet" href="/assets/x.css"></head>';
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
    expect(() => inlineStylesheets(page, () => '@font-face{src:url(./inter.woff2)}')).toThrow(/relative/);
    expect(() => inlineStylesheets(page, () => '@font-face{src:url("fonts/inter.woff2")}')).toThrow(/relative/);
    expect(inlineStylesheets(page, () => 'a{background:url(data:image/png;base64,AA==)}')).toContain('<style>');
    expect(inlineStylesheets(page, () => '@font-face{src:url("/assets/inter.woff2")}')).toContain('<style>');
  });
});

describe('inlineEntryScript', () => {
  const template =
    '<head>\n<meta charset="UTF-8" />\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n<!--app-head-->\n</head>';
  const entry = 'function e(){}async function o(){await import(e())}o().catch(e=>{console.error(`failed`,e)});\n';

  it('puts the entry code where Vite linked it, as an inline module', () => {
    expect(inlineEntryScript(template, 'assets/index-1.js', () => entry)).toBe(
      `<head>\n<meta charset="UTF-8" />\n<script type="module">${entry.trim()}</script>\n<!--app-head-->\n</head>`,
    );
  });

  it('refuses a template that does not link the entry exactly once', () => {
    expect(() => inlineEntryScript('<head></head>', 'assets/index-1.js', () => entry)).toThrow(/once, found 0/);
    expect(() => inlineEntryScript(template, 'assets/other.js', () => entry)).toThrow(/once, found 0/);
  });

  it('refuses code that would end the <script> early or that imports statically', () => {
    const inline = (code: string) => () => inlineEntryScript(template, 'assets/index-1.js', () => code);
    expect(inline('x="</script>"')).toThrow(/<\/script/);
    expect(inline('x="<!--"')).toThrow(/<!--/);
    expect(inline('import{a as b}from"./shared-1.js";b()')).toThrow(/imports or exports/);
    expect(inline('import"./style.css";go()')).toThrow(/imports or exports/);
    expect(inline('go();import x from"./x.js"')).toThrow(/imports or exports/);
    expect(inline('export{a}')).toThrow(/imports or exports/);
    expect(inline('async function o(){await import(e)}')).not.toThrow();
  });
});
