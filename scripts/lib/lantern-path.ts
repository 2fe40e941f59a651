/**
 * What Lighthouse's simulated (Lantern) FCP and LCP are made of: the requests and main-thread
 * tasks on each metric's optimistic and pessimistic path, with their simulated start and end.
 * Lighthouse reports the average of the two paths, so this is the list of what to shorten.
 * Used by `npm run audit -- --explain <route>`; a diagnostic, not a test.
 */
import type { Artifacts } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { ProcessedNavigation } from 'lighthouse/core/computed/processed-navigation.js';

interface SimulatedNode {
  type: 'network' | 'cpu';
  /** Observed in the unthrottled load, in microseconds of the trace clock. */
  startTime: number;
  endTime: number;
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
  duration?: number;
  childEvents?: { name: string; dur?: number }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

function nodeLabel(node: SimulatedNode, origin: string): string {
  if (node.type === 'network' && node.request) {
    const { url, priority, transferSize } = node.request;
    const short = url.startsWith('data:') ? `${url.slice(0, 30)}…` : url.replace(origin, '');
    return `${short} (${priority}, ${(transferSize / 1000).toFixed(1)} KB)`;
  }
  // The task's longest kinds of work, by their summed time.
  const byName = new Map<string, number>();
  for (const event of node.childEvents ?? []) byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0));
  const longest = [...byName.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, dur]) => `${name} ${(dur / 1000).toFixed(1)}`);
  return `main-thread task, ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed [${longest.join(', ')}]`;
}

const span = (start: number, end: number) =>
  `${String(Math.round(start)).padStart(5)}–${String(Math.round(end)).padEnd(5)}`;

/** Each node's simulated time, then (in brackets) when it really happened in the unthrottled load. */
function pathLines(label: string, estimate: Estimate, origin: string, zero: number): string[] {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  return [
    `  ${label}: ${Math.round(estimate.timeInMs)} ms (simulated; [observed])`,
    ...rows.map(
      ([node, timing]) =>
        `    ${span(timing.startTime, timing.endTime)} [${span((node.startTime - zero) / 1000, (node.endTime - zero) / 1000)}] ${nodeLabel(node, origin)}`,
    ),
  ];
}

/** Lantern's FCP and LCP paths for one Lighthouse run, as printable lines. */
export async function lanternPaths(artifacts: Artifacts, settings: unknown): Promise<string[]> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
  };
  const context = { computedCache: new Map(), settings };
  const origin = new URL(artifacts.URL.finalDisplayedUrl).origin;
  const navigation = (await ProcessedNavigation.request(artifacts.Trace, context as never)) as unknown as {
    timestamps: { timeOrigin: number; firstContentfulPaint: number; largestContentfulPaint?: number };
  };
  const { timeOrigin, firstContentfulPaint, largestContentfulPaint } = navigation.timestamps;
  const observed = (ts: number | undefined) => (ts === undefined ? '—' : `${Math.round((ts - timeOrigin) / 1000)} ms`);
  const lines = [
    `observed (unthrottled): FCP ${observed(firstContentfulPaint)}, LCP ${observed(largestContentfulPaint)}; nodes that ended later are off both paths`,
  ];
  for (const [name, metric] of [
    ['FCP', LanternFirstContentfulPaint],
    ['LCP', LanternLargestContentfulPaint],
  ] as const) {
    const result = (await metric.request(data as never, context as never)) as unknown as LanternResult;
    lines.push(
      `${name} ${Math.round(result.timing)} ms = ½ optimistic + ½ pessimistic`,
      ...pathLines('optimistic', result.optimisticEstimate, origin, timeOrigin),
      ...pathLines('pessimistic', result.pessimisticEstimate, origin, timeOrigin),
    );
  }
  return lines;
}
