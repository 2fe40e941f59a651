/** The characters a visitor reads on a built page: text between tags, entities decoded. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|title)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/** Invisible marks that steer the text's direction or joining: no glyph is drawn for them. */
const FORMAT_CONTROLS = /[\u200b-\u200f\u2066-\u2069]/;

/**
 * Characters of the page's text that `allowed` lacks (white space and format controls aside),
 * each once. Text marked as another language (`lang="ar"` on a switcher link of a French page)
 * is left out: it is drawn in the visitor's own fonts on purpose, so that page never downloads
 * that language's faces.
 */
export function charactersOutside(html: string, allowed: string, pageLang?: string): string[] {
  const known = new Set(allowed);
  const outside = new Set<string>();
  const otherLanguage = new RegExp(`<(\\w+)\\b[^>]*\\blang="(?!${pageLang}")[^"]*"[^>]*>[\\s\\S]*?<\\/\\1>`, 'g');
  const ownText = pageLang ? html.replace(otherLanguage, ' ') : html;
  for (const character of visibleText(ownText)) {
    if (!known.has(character) && !/\s/.test(character) && !FORMAT_CONTROLS.test(character)) outside.add(character);
  }
  return [...outside];
}
