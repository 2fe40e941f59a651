import { describe, expect, it } from 'vitest';
import { charactersOutside, visibleText } from './page-text';

describe('visibleText', () => {
  it('keeps text between tags, decodes entities, drops scripts, styles and the title', () => {
    const text = visibleText(
      '<title>T</title><p>Fish &amp; chips&#8217;</p><script type="application/ld+json">{"x":"ß"}</script>',
    );
    expect(text.trim()).toBe('Fish & chips’');
    expect(text).not.toContain('T');
    expect(text).not.toContain('ß');
  });
});

describe('charactersOutside', () => {
  it('lists each character the allowed set lacks, once', () => {
    expect(charactersOutside('<p>Café ☕ ☕ ok</p>', 'Cafe ok')).toEqual(['é', '☕']);
  });

  it('ignores markup and attribute values', () => {
    expect(charactersOutside('<img alt="★"><p>ab</p>', 'ab')).toEqual([]);
  });
});

describe('charactersOutside with the page language', () => {
  it('leaves out text marked as another language, and invisible direction marks', () => {
    const html = '<p>Bonjour</p><a lang="ar" href="/ar">العربية</a><a lang="fr" href="/fr">Français</a><p>\u200f39</p>';
    expect(charactersOutside(html, 'BFacijnorsuç39 ', 'fr')).toEqual([]);
    expect(charactersOutside(html, 'BFacijnorsuç39 ')).toContain('ع');
  });
});
