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

/** Characters of the page's text that `allowed` lacks (white space aside), each once. */
export function charactersOutside(html: string, allowed: string): string[] {
  const known = new Set(allowed);
  const outside = new Set<string>();
  for (const character of visibleText(html)) {
    if (!known.has(character) && !/\s/.test(character)) outside.add(character);
  }
  return [...outside];
}
