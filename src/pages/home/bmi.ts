/**
 * The home page's BMI calculator, as pure functions: read what the visitor typed, compute
 * BMI = weight / (height² / 10000), pick the category from the unrounded value, show one decimal.
 * The words (the message, the categories' names) are in content/bmi.ts. Beside the calculator, as
 * every form's rules are.
 */
import { type BmiCategory, invalidMessage } from '@/content/bmi';
import { formatDecimal } from '@/i18n/format-decimal';

/** Categories by the spec: below 20, 20 up to (not including) 27, 27 and above. */
export const BMI_NORMAL_FROM = 20;
export const BMI_OVERWEIGHT_FROM = 27;

/** Beyond these, the figure is a typo (grams, metres, an extra digit), not a body. */
const WEIGHT_RANGE_KG = { min: 2, max: 650 } as const;
const HEIGHT_RANGE_CM = { min: 40, max: 280 } as const;

export const BMI_INVALID_MESSAGE: string = invalidMessage;

export type BmiOutcome =
  | { ok: true; bmi: number; display: string; category: BmiCategory }
  | { ok: false; message: string };

/** Digits with at most one decimal separator, point or comma ("72,5" is how Tunisians write it). */
const DECIMAL_NUMBER = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** Arabic-Indic digits (٧٠) and the Arabic decimal separator (٫), as phones in Arabic type them. */
function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.');
}

/** A positive number from what was typed, or null for empty, non-numeric or negative text. */
export function parseMeasurement(text: string): number | null {
  const trimmed = westernDigits(text.trim());
  if (!DECIMAL_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < BMI_NORMAL_FROM) return 'Underweight';
  if (bmi < BMI_OVERWEIGHT_FROM) return 'Normal';
  return 'Overweight';
}

export function formatBmi(bmi: number): string {
  return formatDecimal(bmi, 1);
}

function isWithin(value: number, range: { min: number; max: number }): boolean {
  return value >= range.min && value <= range.max;
}

export function calculateBmi(weightText: string, heightText: string): BmiOutcome {
  const weight = parseMeasurement(weightText);
  const height = parseMeasurement(heightText);
  if (weight === null || height === null || !isWithin(weight, WEIGHT_RANGE_KG) || !isWithin(height, HEIGHT_RANGE_CM)) {
    return { ok: false, message: BMI_INVALID_MESSAGE };
  }
  const bmi = weight / ((height * height) / 10000);
  return { ok: true, bmi, display: formatBmi(bmi), category: bmiCategory(bmi) };
}
