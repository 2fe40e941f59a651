import { readFileSync } from 'node:fs';
import anton from '@capsizecss/metrics/anton';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { fallbackDescriptors, lowercaseWidthScale } from './font-fallback';

const css = readFileSync('src/index.css', 'utf8');

function fontFaceRule(family: string): string {
  const rule = css.match(new RegExp(`@font-face\\s*{[^}]*font-family:\\s*"${family}";[^}]*}`))?.[0];
  if (!rule) throw new Error(`src/index.css has no @font-face for "${family}"`);
  return rule;
}

function declared(rule: string, property: string): string {
  return rule.match(new RegExp(`${property}:\\s*([^;]+);`))?.[1]?.trim() ?? '';
}

const asNumber = (value: string) => Number.parseFloat(value);

// Inter sets running text, so its fallback is scaled by the lowercase width. Anton sets only
// capitals and figures: its scale is measured in the browser on the site's text, and
// e2e/fonts.spec.ts is what holds it to account; here its vertical metrics must follow from it.
const antonScale = asNumber(declared(fontFaceRule('Anton Fallback'), 'size-adjust')) / 100;

describe.each([
  ['Anton', anton, antonScale],
  ['Inter', inter, lowercaseWidthScale(inter, arial)],
])('the %s fallback face', (family, metrics, scale) => {
  const rule = fontFaceRule(`${family} Fallback`);
  const expected = fallbackDescriptors(metrics, arial, scale);

  it('carries the descriptors computed from the font metrics', () => {
    expect(asNumber(declared(rule, 'size-adjust'))).toBeCloseTo(asNumber(expected.sizeAdjust), 2);
    expect(asNumber(declared(rule, 'ascent-override'))).toBeCloseTo(asNumber(expected.ascentOverride), 2);
    expect(asNumber(declared(rule, 'descent-override'))).toBeCloseTo(asNumber(expected.descentOverride), 2);
    expect(asNumber(declared(rule, 'line-gap-override'))).toBeCloseTo(asNumber(expected.lineGapOverride), 2);
  });

  it('is next in the font stack after the web font', () => {
    expect(css).toMatch(new RegExp(`"${family}", "${family} Fallback"`));
  });
});

describe('fallbackDescriptors', () => {
  it('leaves a font that already matches its fallback unscaled', () => {
    expect(fallbackDescriptors(arial, arial).sizeAdjust).toBe('100.00%');
  });

  it('shrinks the fallback for a narrower web font', () => {
    expect(Number.parseFloat(fallbackDescriptors(anton, arial).sizeAdjust)).toBeLessThan(100);
  });

  it('scales the vertical metrics with a given width scale', () => {
    const halfSize = fallbackDescriptors(arial, arial, 0.5);
    expect(halfSize.sizeAdjust).toBe('50.00%');
    expect(asNumber(halfSize.ascentOverride)).toBeCloseTo((2 * 100 * arial.ascent) / arial.unitsPerEm, 1);
  });
});
