/**
 * Reading the W3C Nu Html Checker's (vnu) JSON report of the built pages: which messages are HTML
 * errors, and a summary a person can act on (scripts/check-html.ts runs the checker).
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of `vnu --format json` (only the fields read here). */
export interface VnuMessage {
  /** `error`, `info` (with subType `warning`), or `non-document-error` when a file could not be read. */
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
}

/**
 * The checker also reads the CSS in `<style>` and `style=""`, with a CSS parser that predates
 * `@property` and scroll-driven animations (`animation-timeline`, `animation-range`), both of which
 * the site's stylesheet uses on purpose (src/index.css): its CSS messages are about its parser, not
 * about the pages, so they are set aside and only counted.
 */
function isCssMessage(message: VnuMessage): boolean {
  return message.message.startsWith('CSS: ');
}

/** The messages that fail the check: every error about the HTML, and any file it could not read. */
export function htmlErrors(messages: readonly VnuMessage[]): VnuMessage[] {
  return messages.filter(
    (message) => message.type === 'non-document-error' || (message.type === 'error' && !isCssMessage(message)),
  );
}

const MAX_PLACES_PER_MESSAGE = 3;

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function pageOf(message: VnuMessage, root: string): string {
  if (!message.url) return '(no file)';
  return message.url.startsWith('file:') ? relative(root, fileURLToPath(message.url)) : message.url;
}

/**
 * One paragraph: how many pages were checked and what was found. Errors are grouped by what the
 * checker says, with how many pages have each and where the first few are, so a red run reads at
 * once (the navbar and the head are the same on every page: one fix often clears a whole group).
 */
export function htmlCheckSummary(pageCount: number, messages: readonly VnuMessage[], root: string): string {
  const errors = htmlErrors(messages);
  const cssCount = messages.filter(isCssMessage).length;
  const setAside = `${counted(cssCount, 'CSS message')} set aside (its CSS parser predates @property and scroll-driven animations)`;
  if (errors.length === 0) return `HTML check: ${pageCount} pages, no HTML errors; ${setAside}.`;

  const groups = new Map<string, VnuMessage[]>();
  for (const error of errors) groups.set(error.message, [...(groups.get(error.message) ?? []), error]);
  const pagesWithErrors = new Set(errors.map((error) => pageOf(error, root)));
  const lines = [
    `HTML check: ${counted(errors.length, 'HTML error')} on ${pagesWithErrors.size} of ${pageCount} pages; ${setAside}.`,
  ];
  for (const [text, group] of groups) {
    const pages = new Set(group.map((error) => pageOf(error, root)));
    lines.push('', text, `  ${counted(group.length, 'time')} on ${counted(pages.size, 'page')}:`);
    for (const error of group.slice(0, MAX_PLACES_PER_MESSAGE)) {
      const place = error.lastLine === undefined ? '' : `:${error.lastLine}:${error.firstColumn ?? 0}`;
      const extract = error.extract ? `  ${error.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}` : '';
      lines.push(`  ${pageOf(error, root)}${place}${extract}`);
    }
    if (group.length > MAX_PLACES_PER_MESSAGE) lines.push(`  … and ${group.length - MAX_PLACES_PER_MESSAGE} more`);
  }
  return lines.join('\n');
}
