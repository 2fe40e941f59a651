/**
 * Reads the focus indicator the browser draws on an element (computed outline and the white
 * band of src/index.css) and measures colours as WCAG does, so a spec can say "visible" in numbers.
 */
import type { Locator } from '@playwright/test';
import { waitForSettledPage } from './axe';

export type Rgb = readonly [number, number, number];

/** `rgb(r, g, b)` or `rgba(r, g, b, a)` as Chromium computes colours; null when transparent. */
export function parseRgb(color: string): Rgb | null {
  const match = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(color);
  if (!match) throw new Error(`not an rgb() colour: ${color}`);
  if (match[4] !== undefined && Number(match[4]) < 1) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function hexToRgb(hex: string): Rgb {
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16);
  return [channel(1), channel(3), channel(5)];
}

function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [a, b] = [relativeLuminance(first), relativeLuminance(second)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

interface FocusRing {
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  borderColor: string;
  /** The computed box-shadow, where the white band lives. */
  boxShadow: string;
  /** The first opaque background behind the element (its parents'), the ground the ring sits on. */
  ground: string;
}

/**
 * The indicator as drawn once it has settled (controls fade their colours, the outline's
 * included): read it while the element has focus.
 */
export async function focusRingOf(element: Locator): Promise<FocusRing> {
  await waitForSettledPage(element.page());
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    let ground = 'rgb(255, 255, 255)';
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      const background = getComputedStyle(parent).backgroundColor;
      if (background !== 'transparent' && !/rgba\(.*, 0\)$/.test(background)) {
        ground = background;
        break;
      }
    }
    return {
      outlineStyle: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      borderColor: style.borderTopColor,
      boxShadow: style.boxShadow,
      ground,
    };
  });
}

/** The widest opaque `0 0 0 <n>px` band in a computed box-shadow (the ring's white band), if any. */
export function spreadBandOf(boxShadow: string): { color: Rgb; width: number } | null {
  const bands = [...boxShadow.matchAll(/(rgba?\([^)]*\)) 0px 0px 0px (\d+(?:\.\d+)?)px/g)].flatMap(
    ([, color, width]) => {
      const rgb = color ? parseRgb(color) : null;
      return rgb && Number(width) > 0 ? [{ color: rgb, width: Number(width) }] : [];
    },
  );
  return bands.sort((a, b) => b.width - a.width)[0] ?? null;
}
