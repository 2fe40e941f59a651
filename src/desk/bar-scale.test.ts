import { describe, expect, it } from 'vitest';
import { barShares } from './bar-scale';

describe('the desk’s bar lengths', () => {
  it('fills the track with the largest count and scales the rest to it', () => {
    expect(barShares([8, 4, 2, 0])).toEqual([100, 50, 25, 0]);
  });

  it('draws no bar for a chart of zeros, or an empty one, instead of dividing by zero', () => {
    expect(barShares([0, 0, 0])).toEqual([0, 0, 0]);
    expect(barShares([])).toEqual([]);
  });

  it('gives a single count the whole track, and ignores a negative one', () => {
    expect(barShares([3])).toEqual([100]);
    expect(barShares([-1, 2])).toEqual([0, 100]);
  });
});
