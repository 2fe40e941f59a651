/**
 * The one accessibility check every spec uses: one tag set, run only on a settled page, and a
 * failure that names each offending node with the numbers axe measured, so a red run can be
 * read without re-running it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until nothing on the page is moving: every finite CSS transition and animation has
 * finished and the web fonts are in. Axe reads computed colours, so a check taken mid-fade
 * measures a frame no visitor dwells on, and passes or fails by chance.
 */
export async function waitForSettledPage(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A spinner loops for ever, and an animation driven by the scroll (the navbar's) ends only
    // when the visitor scrolls: only animations that end by themselves can be waited for.
    const endsSometime = (animation: Animation) =>
      animation.timeline === document.timeline &&
      animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
    // New transitions can start while others end (a hover, a slide); a few rounds settle them.
    for (let round = 0; round < 20; round += 1) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && endsSometime(animation));
      if (running.length === 0) return;
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  });
}

interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
}

function describeNode(node: { target: unknown[]; any: { data?: unknown }[] }) {
  const selector = node.target.join(' ');
  const contrast = node.any.map((check) => check.data as ContrastData | undefined).find((data) => data?.fgColor);
  if (!contrast) return selector;
  return `${selector} [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}, expected ${contrast.expectedContrastRatio}; ${contrast.fontSize} ${contrast.fontWeight}]`;
}

/** Fails the test with every violation axe finds on the page once it has settled. */
export async function expectNoAxeViolations(page: Page) {
  await waitForSettledPage(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.help}\n    ${violation.nodes.map(describeNode).join('\n    ')}`,
  );
  expect(violations, `axe on ${page.url()}`).toEqual([]);
}
