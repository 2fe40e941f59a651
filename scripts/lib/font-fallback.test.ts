import { readFileSync } from 'node:fs';
import anton from '@capsizecss/metrics/anton';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { describe, expect, it } from 'vitest';
import { fallbackDescriptors } from './font-fallback';

const css = readFileSync('src/index.css', 'utf8');

function fontFaceRule(family: string): string {
  const rule = css.match(new RegExp(`@font-face\\s*{[^}]*font-family:\\s*"${family}";[^}]*}`))?.[0];
  if (!rule) throw new Error(`src/index.css has no @font-face for "${family}"`);
  return rule;
}

function declared(rule: string, property: string): string {
  return rule.match(new RegExp(`${property}:\\s*([^;]+);`))?.[1]?.trim() ?? '';
}

describe.each([
  ['Anton', anton],
  ['Inter', inter],
])('the %s fallback face', (family, metrics) => {
  const rule = fontFaceRule(`${family} Fallback`);
  const expected = fallbackDescriptors(metrics, arial);

  it('carries the descriptors computed from the font metrics', () => {
    const asNumber = (value: string) => Number.parseFloat(value);
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
});
