import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRIAL_REQUESTS_PER_DAY,
  MAX_TRIAL_REQUESTS_PER_DAY,
  nextTrialDay,
  parseTrialDay,
  trialDayToday,
} from './trial-day';

const TODAY = '2026-11-28';

describe('the day’s cap on trial requests', () => {
  it('counts from DEFAULT_TRIAL_REQUESTS_PER_DAY before staff set a limit', () => {
    expect(trialDayToday(undefined, TODAY)).toEqual({ limit: DEFAULT_TRIAL_REQUESTS_PER_DAY, count: 0 });
    expect(nextTrialDay(undefined, TODAY, 'lead')).toEqual({
      limit: DEFAULT_TRIAL_REQUESTS_PER_DAY,
      day: TODAY,
      count: 1,
      lastLead: 'lead',
    });
  });

  it('counts on within the day and starts again at 1 on a new day', () => {
    expect(nextTrialDay({ limit: 5, day: TODAY, count: 2 }, TODAY, 'lead')).toMatchObject({ count: 3, limit: 5 });
    expect(nextTrialDay({ limit: 5, day: '2026-11-27', count: 5 }, TODAY, 'lead')).toMatchObject({
      day: TODAY,
      count: 1,
    });
  });

  it('is full at the limit', () => {
    expect(nextTrialDay({ limit: 5, day: TODAY, count: 5 }, TODAY, 'lead')).toBe('day-full');
    expect(trialDayToday({ limit: 5, day: '2026-11-27', count: 5 }, TODAY)).toEqual({ limit: 5, count: 0 });
  });

  it('reads a stored document, and nothing it would not trust', () => {
    expect(parseTrialDay({ limit: 10, day: '', count: 0, lastLead: '' })).toEqual({ limit: 10, day: '', count: 0 });
    expect(parseTrialDay(undefined)).toBeUndefined();
    expect(parseTrialDay({ limit: 0, day: TODAY, count: 0 })).toBeUndefined();
    expect(parseTrialDay({ limit: MAX_TRIAL_REQUESTS_PER_DAY + 1, day: TODAY, count: 0 })).toBeUndefined();
    expect(parseTrialDay({ limit: 10, day: 'today', count: 0 })).toBeUndefined();
    expect(parseTrialDay({ limit: 10, day: TODAY, count: 1.5 })).toBeUndefined();
  });
});
