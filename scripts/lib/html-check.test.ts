import { describe, expect, it } from 'vitest';
import { htmlCheckSummary, htmlErrors, type VnuMessage } from './html-check';

const root = '/site/dist';
const error = (page: string, message: string, line = 1): VnuMessage => ({
  type: 'error',
  url: `file:${root}/${page}`,
  message,
  lastLine: line,
  firstColumn: 5,
  extract: '<button aria-expanded="false" popovertarget="menu">',
});
const ARIA = 'The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute.';
const css: VnuMessage = {
  type: 'error',
  url: `file:${root}/index.html`,
  message: 'CSS: Unrecognized at-rule “@property”',
};
const warning: VnuMessage = {
  type: 'info',
  url: `file:${root}/index.html`,
  message: 'Consider adding a “lang” attribute',
};

describe('htmlErrors', () => {
  it('keeps the errors about the HTML and files the checker could not read, not CSS or advice', () => {
    const unreadable: VnuMessage = {
      type: 'non-document-error',
      url: `file:${root}/gone.html`,
      message: 'File not found',
    };
    const aria = error('index.html', ARIA);
    expect(htmlErrors([css, warning, aria, unreadable])).toEqual([aria, unreadable]);
  });
});

describe('htmlCheckSummary', () => {
  it('says how many pages passed and how many CSS messages were set aside', () => {
    expect(htmlCheckSummary(66, [css, css, warning], root)).toBe(
      'HTML check: 66 pages, no HTML errors; 2 CSS messages set aside (its CSS parser predates @property and scroll-driven animations).',
    );
  });

  it('groups the errors by message, with the pages and the first places they are at', () => {
    const errors = ['index.html', 'about/index.html', 'fr/index.html', 'ar/index.html'].map((page) =>
      error(page, ARIA, 13),
    );
    const summary = htmlCheckSummary(66, [...errors, error('index.html', ARIA, 14), css], root);
    expect(summary.split('\n')).toEqual([
      'HTML check: 5 HTML errors on 4 of 66 pages; 1 CSS message set aside (its CSS parser predates @property and scroll-driven animations).',
      '',
      ARIA,
      '  5 times on 4 pages:',
      '  index.html:13:5  <button aria-expanded="false" popovertarget="menu">',
      '  about/index.html:13:5  <button aria-expanded="false" popovertarget="menu">',
      '  fr/index.html:13:5  <button aria-expanded="false" popovertarget="menu">',
      '  … and 2 more',
    ]);
  });
});
