import { describe, expect, it } from 'vitest';
import { checkCountCorrection } from './count-correction-rules';

describe('the count correction’s rules', () => {
  it('takes whole numbers from 0, spaces around them allowed', () => {
    expect(checkCountCorrection({ booked: ' 0', trials: '0 ' }, 'Yoga')).toEqual({ ok: true, booked: 0, trials: 0 });
    expect(checkCountCorrection({ booked: '17', trials: '3' }, 'Yoga')).toEqual({ ok: true, booked: 17, trials: 3 });
  });

  it('refuses a blank, a negative, a fraction or anything else, on the field it is in', () => {
    for (const wrong of ['', '-1', '2.5', '1e1', 'three']) {
      expect(checkCountCorrection({ booked: wrong, trials: '0' }, 'Yoga')).toEqual({
        ok: false,
        errors: { booked: 'notWhole' },
      });
      expect(checkCountCorrection({ booked: '0', trials: wrong }, 'Yoga')).toEqual({
        ok: false,
        errors: { trials: 'notWhole' },
      });
    }
  });

  it('keeps trial places to their share, and both to the class’s places: 20, Cycling 12', () => {
    expect(checkCountCorrection({ booked: '0', trials: '4' }, 'Yoga')).toEqual({
      ok: false,
      errors: { trials: 'tooManyTrials' },
    });
    expect(checkCountCorrection({ booked: '18', trials: '3' }, 'Yoga')).toEqual({
      ok: false,
      errors: { booked: 'overPlaces' },
    });
    expect(checkCountCorrection({ booked: '9', trials: '3' }, 'Cycling')).toEqual({ ok: true, booked: 9, trials: 3 });
    expect(checkCountCorrection({ booked: '10', trials: '3' }, 'Cycling')).toEqual({
      ok: false,
      errors: { booked: 'overPlaces' },
    });
  });
});
