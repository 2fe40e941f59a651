/**
 * Metric-matched fallback faces: a local system font (Arial and its look-alikes) scaled and
 * given the web font's vertical metrics, so text laid out before the web font arrives takes
 * the same room and nothing jumps when it swaps in. src/index.css holds the resulting
 * @font-face rules; font-fallback.test.ts recomputes them from the fonts' metrics.
 */

interface FontMetrics {
  ascent: number;
  /** Negative, as fonts store it. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of lowercase Latin characters (weighted by frequency). */
  xWidthAvg: number;
}

interface FallbackDescriptors {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The scale that makes an average line of lowercase text as wide in the fallback as in the web font. */
export function lowercaseWidthScale(webFont: FontMetrics, fallback: FontMetrics): number {
  return webFont.xWidthAvg / webFont.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
}

/**
 * Descriptors for a fallback face scaled by `sizeAdjust` (by default the lowercase width scale;
 * a face set only in capitals passes a scale measured on its own text instead).
 */
export function fallbackDescriptors(
  webFont: FontMetrics,
  fallback: FontMetrics,
  sizeAdjust = lowercaseWidthScale(webFont, fallback),
): FallbackDescriptors {
  // Scale the fallback so a line of text is as wide as in the web font, then give it the web
  // font's ascent, descent and line gap, corrected for that scale.
  const em = webFont.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(webFont.ascent / em),
    descentOverride: percent(Math.abs(webFont.descent) / em),
    lineGapOverride: percent(webFont.lineGap / em),
  };
}
