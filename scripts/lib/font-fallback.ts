/**
 * Metric-matched fallback faces: a local system font (Arial and its look-alikes) scaled and
 * given the web font's vertical metrics, so text laid out before the web font arrives takes
 * the same room and nothing jumps when it swaps in. src/index.css holds the resulting
 * @font-face rules; font-fallback.test.ts recomputes them from the fonts' metrics.
 */

export interface FontMetrics {
  ascent: number;
  /** Negative, as fonts store it. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of lowercase Latin characters (weighted by frequency). */
  xWidthAvg: number;
}

export interface FallbackDescriptors {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function fallbackDescriptors(webFont: FontMetrics, fallback: FontMetrics): FallbackDescriptors {
  // Scale the fallback so an average line of text is as wide as in the web font...
  const sizeAdjust = webFont.xWidthAvg / webFont.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  // ...then give it the web font's ascent, descent and line gap, corrected for that scale.
  const em = webFont.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(webFont.ascent / em),
    descentOverride: percent(Math.abs(webFont.descent) / em),
    lineGapOverride: percent(webFont.lineGap / em),
  };
}
