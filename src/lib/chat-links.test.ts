import { describe, expect, it } from 'vitest';
import { chatLinks as arabic } from '@/content/ar/chat-channels';
import { chatLinks as english } from '@/content/chat-channels';
import { chatFacts } from '@/content/chat-facts';
import { chatLinks as french } from '@/content/fr/chat-channels';
import { messengerChatLink, whatsAppChatLink } from './chat-links';

/** The first line a link carries, as the chat app reads it back. */
const textOf = (href: string) => new URL(href).searchParams.get('text');

describe('whatsAppChatLink', () => {
  it('keeps only the digits of the number, whatever way it is printed', () => {
    for (const printed of ['+216 98 000 000', '+216-98-000-000', '(+216) 98.000.000', '0021698000000']) {
      expect(whatsAppChatLink(printed, 'Hi')).toBe('https://wa.me/21698000000?text=Hi');
    }
  });

  it('links the gym’s own number as digits only', () => {
    const href = whatsAppChatLink(chatFacts.whatsApp, english.firstLine);
    expect(new URL(href).pathname).toMatch(/^\/\d+$/);
  });

  it('refuses what cannot be an international number', () => {
    expect(() => whatsAppChatLink('call us', 'Hi')).toThrow(/not an international phone number/);
    expect(() => whatsAppChatLink('+216 73', 'Hi')).toThrow(/not an international phone number/);
  });
});

describe('messengerChatLink', () => {
  it('opens the page’s chat with the line as its text', () => {
    expect(messengerChatLink('rivagegym.example', 'Hi there')).toBe('https://m.me/rivagegym.example?text=Hi%20there');
  });

  it('refuses a page name that would change the link’s path or query', () => {
    for (const page of ['a/b', 'a?ref=x', '', 'rivage gym']) {
      expect(() => messengerChatLink(page, 'Hi')).toThrow(/not a Facebook page/);
    }
  });
});

describe.each([
  ['en', english],
  ['fr', french],
  ['ar', arabic],
] as const)('the %s first line', (_code, words) => {
  const links = [
    whatsAppChatLink(chatFacts.whatsApp, words.firstLine),
    messengerChatLink(chatFacts.messengerPage, words.firstLine),
  ];

  it.each(links)('travels whole and unchanged in %s', (href) => {
    expect(textOf(href)).toBe(words.firstLine);
    // Percent-encoded: no space, no raw non-ASCII letter, and no & or # that would end the text.
    const query = href.slice(href.indexOf('?') + 1);
    expect(query).toMatch(/^text=[A-Za-z0-9%\-_.!~*'()]+$/);
  });
});

it('encodes French accents and apostrophes, and Arabic letters, as UTF-8', () => {
  const href = whatsAppChatLink('+21698000000', 'Bonjour, j’aimerais… مرحبًا');
  expect(href).toBe(
    'https://wa.me/21698000000?text=Bonjour%2C%20j%E2%80%99aimerais%E2%80%A6%20%D9%85%D8%B1%D8%AD%D8%A8%D9%8B%D8%A7',
  );
  expect(textOf(href)).toBe('Bonjour, j’aimerais… مرحبًا');
});
