/**
 * What a run's total blocking time is made of: Lighthouse's long main-thread tasks (simulated
 * mobile time, with the script each is attributed to) and the scripts' own evaluation time.
 * Used by `npm run audit -- --explain`; a diagnostic, not a test.
 */
import type { Result } from 'lighthouse';

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}
interface ScriptTime {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}

function itemsOf<Item>(lhr: Result, auditId: string): Item[] {
  const details = lhr.audits[auditId]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
}

/** A main-thread task blocks input for whatever of it is longer than this. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * What a task adds to the total blocking time: Lighthouse counts only its part after the first
 * contentful paint, less the threshold. Lighthouse clips each simulation against its own paint
 * estimate, so against the reported paint this is close, not exact.
 */
export function blockingAfterPaint(task: LongTask, firstPaintMs: number): number {
  const counted = task.startTime + task.duration - Math.max(task.startTime, firstPaintMs);
  return Math.max(0, counted - BLOCKING_THRESHOLD_MS);
}

export function blockingTasks(lhr: Result): string[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const short = (url: string) => url.replace(origin, '');
  const ms = (value: number) => `${Math.round(value)} ms`;
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const lines = [
    `  total blocking time ${ms(lhr.audits['total-blocking-time']?.numericValue ?? 0)}; long tasks (first paint at ${ms(firstPaint)}):`,
  ];
  for (const task of itemsOf<LongTask>(lhr, 'long-tasks'))
    lines.push(
      `    at ${ms(task.startTime)}: ${ms(task.duration)} (blocking about ${ms(blockingAfterPaint(task, firstPaint))}) ${short(task.url)}`,
    );
  lines.push('  script evaluation (simulated):');
  for (const script of itemsOf<ScriptTime>(lhr, 'bootup-time'))
    lines.push(
      `    ${short(script.url)}: ${ms(script.total)} (run ${ms(script.scripting)}, parse ${ms(script.scriptParseCompile)})`,
    );
  return lines;
}
