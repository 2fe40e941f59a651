// @vitest-environment node
/**
 * Facts once: the owner changes the gym's e-mail address, phone number, WhatsApp number and
 * Facebook page in the one place that holds each (src/content/site-facts.ts; the WhatsApp number in
 * chat-facts.ts, which only the pages with chat links load), and every page of
 * every language shows the new ones and never the old (the chat links: every page that has them).
 * Each language is rendered as the prerender renders it: Vite with SITE_LOCALE set, whose
 * locale-content plugin answers each content module with the language's own. One dev server
 * per language, plus a plugin that makes the owner's edit to site-facts.ts on the fly; so a
 * language that kept its own copy of a fact (a translated site.ts, a sentence with the number in
 * it) shows the old value and fails here.
 */
import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chatFacts } from '@/content/chat-facts';
import { siteFacts } from '@/content/site-facts';
import { type LocaleCode, localeCodes } from '@/i18n/locales';

type ServerEntry = typeof import('@/entry-server');

const root = resolve(import.meta.dirname, '..');
type ContactFact = 'email' | 'phone' | 'international' | 'whatsApp' | 'facebookPage';
type ContactFacts = Record<ContactFact, string>;

/** The file that spells each fact, where the owner changes it. */
const FACT_FILES: Record<string, readonly ContactFact[]> = {
  [resolve(root, 'src/content/site-facts.ts')]: ['email', 'phone', 'international', 'facebookPage'],
  [resolve(root, 'src/content/chat-facts.ts')]: ['whatsApp'],
};

const before: ContactFacts = {
  email: siteFacts.email,
  phone: siteFacts.phone.display,
  international: siteFacts.phone.international,
  whatsApp: chatFacts.whatsApp,
  facebookPage: chatFacts.messengerPage,
};
const after: ContactFacts = {
  email: 'front-desk@plage-nord.example',
  phone: '+216 73 555 019',
  international: '+21673555019',
  whatsApp: '+216 98 555 019',
  facebookPage: 'plage.nord.gym',
};

/** The chat links' addresses as a page writes them, up to their first line (words, per language). */
const chatLinksOf = (facts: ContactFacts) => [
  `https://wa.me/${facts.whatsApp.replace(/\D/g, '')}?text=`,
  `https://m.me/${facts.facebookPage}?text=`,
];

/** The pages with the WhatsApp and Messenger links: the contact page, and the home page's call banner. */
const CHAT_PAGES = new Set(['/', '/contact']);

/** Replaces each value in the file that holds it, as the owner would; fails if the file no longer spells one. */
function ownerEdits(): Plugin {
  return {
    name: 'test:owner-edits-facts',
    enforce: 'pre',
    transform(code, id) {
      const facts = FACT_FILES[id.split('?')[0] ?? ''];
      if (!facts) return null;
      return facts.reduce((edited, key) => {
        const quoted = `'${before[key]}'`;
        if (!edited.includes(quoted)) throw new Error(`${id} does not spell ${quoted}`);
        return edited.replaceAll(quoted, `'${after[key]}'`);
      }, code);
    },
  };
}

/** Every page the prerender writes for a language, as [path, HTML its facts show in]. */
async function renderEveryPage(locale: LocaleCode) {
  const previous = process.env.SITE_LOCALE;
  // vite.config.ts reads the language from here, as scripts/build-site.ts sets it for each build.
  process.env.SITE_LOCALE = locale;
  const server = await createServer({
    configFile: resolve(root, 'vite.config.ts'),
    root,
    logLevel: 'error',
    appType: 'custom',
    plugins: [ownerEdits()],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    const pages: { path: string; html: string }[] = [];
    const redirects: string[] = [];
    for (const path of [...entry.prerenderPaths, entry.NOT_FOUND_PROBE_PATH]) {
      const result = await entry.render(path);
      // A redirect's page holds nothing but the address it sends the visitor on to.
      if (result.kind === 'redirect') redirects.push(path);
      else pages.push({ path, html: result.html + entry.structuredDataFor(path) });
    }
    return { renderedLocale: entry.pageLocale.code, pages, redirects };
  } finally {
    await server.close();
    if (previous === undefined) delete process.env.SITE_LOCALE;
    else process.env.SITE_LOCALE = previous;
  }
}

/** What a page shows wrongly: an old value, or a new one missing. */
function problemsOf(path: string, html: string): string[] {
  const shown = (facts: ContactFacts) => [
    facts.email,
    facts.phone,
    `tel:${facts.international}`,
    // Every page's footer links the Facebook page; the chat links are on two pages.
    `https://www.facebook.com/${facts.facebookPage}"`,
    ...(CHAT_PAGES.has(path) ? chatLinksOf(facts) : []),
  ];
  return [
    ...[...shown(before), ...chatLinksOf(before)]
      .filter((value) => html.includes(value))
      .map((value) => `shows the old ${value}`),
    ...shown(after)
      .filter((value) => !html.includes(value))
      .map((value) => `lacks ${value}`),
  ];
}

describe('the e-mail, phone and chat facts changed where they are written', () => {
  it('are values the owner can find there, and differ from the new ones', () => {
    expect(Object.values(before).every((value, index) => value !== Object.values(after)[index])).toBe(true);
  });

  it.each(localeCodes)(
    'show on every %s page, and the old ones on none',
    async (locale) => {
      const { renderedLocale, pages, redirects } = await renderEveryPage(locale);
      expect(renderedLocale).toBe(locale);
      // Every prerendered page and the not-found page; /gallery only sends the visitor on.
      expect(pages).toHaveLength(23);
      expect(redirects).toEqual(['/gallery']);
      const problems = pages.flatMap(({ path, html }) => problemsOf(path, html).map((problem) => `${path} ${problem}`));
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
