import { describe, expect, it } from 'vitest';
import { BMI_INVALID_MESSAGE, bmiCategory, calculateBmi, formatBmi, parseMeasurement } from './bmi';

const invalid = { ok: false, message: BMI_INVALID_MESSAGE };

describe('bmiCategory', () => {
  it.each([
    [19.99, 'Underweight'],
    [20, 'Normal'],
    [26.99, 'Normal'],
    [27, 'Overweight'],
    [12, 'Underweight'],
    [41.3, 'Overweight'],
  ] as const)('%s is %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });
});

describe('calculateBmi', () => {
  it('divides the weight by the height in metres squared and shows one decimal', () => {
    expect(calculateBmi('70', '175')).toEqual({
      ok: true,
      bmi: 70 / 1.75 ** 2,
      display: '22.9',
      category: 'Normal',
    });
    expect(calculateBmi('90', '180')).toMatchObject({ display: '27.8', category: 'Overweight' });
    expect(calculateBmi('50', '180')).toMatchObject({ display: '15.4', category: 'Underweight' });
  });

  it('keeps one decimal even for a whole number', () => {
    // 100 cm tall: the BMI equals the weight.
    expect(calculateBmi('20', '100')).toMatchObject({ display: '20.0', category: 'Normal' });
    expect(calculateBmi('27', '100')).toMatchObject({ display: '27.0', category: 'Overweight' });
  });

  it('names the category from the unrounded value, not from what is displayed', () => {
    expect(calculateBmi('19.99', '100')).toMatchObject({ display: '20.0', category: 'Underweight' });
    expect(calculateBmi('26.99', '100')).toMatchObject({ display: '27.0', category: 'Normal' });
  });

  it('accepts a decimal comma and surrounding spaces', () => {
    expect(calculateBmi('72,5', '180')).toMatchObject({ ok: true, display: '22.4' });
    expect(calculateBmi(' 72.5 ', ' 180,0 ')).toMatchObject({ ok: true, display: '22.4' });
  });

  it('accepts Arabic-Indic digits and the Arabic decimal separator, as Arabic keyboards type them', () => {
    expect(calculateBmi('٧٢٫٥', '١٨٠')).toMatchObject({ ok: true, display: '22.4' });
    expect(calculateBmi('۷۲,۵', '۱۸۰')).toMatchObject({ ok: true, display: '22.4' });
  });

  it.each([
    ['zero weight', '0', '175'],
    ['zero height', '70', '0'],
    ['empty weight', '', '175'],
    ['empty height', '70', '   '],
    ['non-numeric', 'abc', '175'],
    ['a number with letters', '70kg', '175'],
    ['negative weight', '-70', '175'],
    ['negative height', '70', '-175'],
    ['two separators', '7.2.5', '175'],
    ['weight in grams', '70000', '175'],
    ['height in metres', '70', '1.75'],
    ['weight below 2 kg', '1.9', '175'],
    ['height above 280 cm', '70', '281'],
    ['infinitely many digits', '9'.repeat(400), '175'],
  ])('refuses %s with the message', (_case, weight, height) => {
    expect(calculateBmi(weight, height)).toEqual(invalid);
  });

  it('accepts the limits of the plausible ranges', () => {
    expect(calculateBmi('2', '40')).toMatchObject({ ok: true, display: '12.5' });
    expect(calculateBmi('650', '280')).toMatchObject({ ok: true, display: '82.9' });
  });
});

describe('parseMeasurement', () => {
  it('reads point and comma decimals and refuses everything else', () => {
    expect(parseMeasurement('72,5')).toBe(72.5);
    expect(parseMeasurement('.5')).toBe(0.5);
    expect(parseMeasurement('80.')).toBe(80);
    expect(parseMeasurement('1e3')).toBeNull();
    expect(parseMeasurement('0x10')).toBeNull();
    expect(parseMeasurement('+70')).toBeNull();
  });
});

describe('formatBmi', () => {
  it('rounds to one decimal', () => {
    expect(formatBmi(22.857)).toBe('22.9');
    expect(formatBmi(22.84)).toBe('22.8');
  });
});
