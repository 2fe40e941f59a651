import { describe, expect, it } from 'vitest';
import { codePointMark, visibleText } from './visible-text';

describe('visibleText', () => {
  it('leaves ordinary text in any script as it is', () => {
    for (const text of ['Salma Ben Ali', 'Élodie, à 18 h ?', 'مرحبا، أريد حصة تجريبية', 'Line one\nLine two\tend']) {
      expect(visibleText(text)).toBe(text);
    }
  });

  it('shows every direction control as a visible mark instead of letting it reorder the line', () => {
    expect(visibleText('invoice\u202Efdp.exe')).toBe('invoice[U+202E]fdp.exe');
    expect(visibleText('\u2066a\u2069 \u202Ab\u202C')).toBe('[U+2066]a[U+2069] [U+202A]b[U+202C]');
    expect(codePointMark('\u202D')).toBe('[U+202D]');
  });

  it('removes characters that print nothing: zero-width space, byte-order mark, soft hyphen, direction marks, controls, blank letters', () => {
    expect(visibleText('Sa\u200Blma\uFEFF\u00AD\u200E\u200F\u0007\u3164\u2800')).toBe('Salma');
  });

  it('keeps the joiners that shape emoji and scripts, and keeps line breaks as line breaks', () => {
    const family = '👨\u200D👩\u200D👧';
    expect(visibleText(family)).toBe(family);
    expect(visibleText('a\u200Cb')).toBe('a\u200Cb');
    expect(visibleText('one\r\ntwo\rthree\u2028four')).toBe('one\ntwo\nthree\nfour');
  });

  it('turns unusual spaces into plain ones', () => {
    expect(visibleText('Bonjour\u202F!\u00A0Merci\u3000ok')).toBe('Bonjour ! Merci ok');
  });

  it('makes a name of nothing but hidden characters visibly empty', () => {
    expect(visibleText('\u200B\u200B\uFEFF')).toBe('');
  });
});
