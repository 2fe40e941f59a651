/**
 * The length of each bar of the desk's charts, as a share (0 to 100) of the longest: the largest
 * count fills the track, and a chart of zeros draws no bar at all rather than dividing by zero.
 */
export function barShares(counts: readonly number[]): number[] {
  const largest = Math.max(0, ...counts);
  return counts.map((count) => (largest > 0 && count > 0 ? (Math.min(count, largest) / largest) * 100 : 0));
}
