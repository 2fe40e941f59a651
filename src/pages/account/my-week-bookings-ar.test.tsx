/** My week's bookings on an Arabic page: the place in line as an Arabic ordinal word (الأول، الثاني…). */
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { placeLines, renderFourInLine } from '../../../tests/my-week-waitlist';

// An Arabic page: its language and the Arabic words, as the Arabic build resolves them.
vi.mock('@/i18n/page-locale-code', () => ({ pageLocaleCode: 'ar' }));
vi.mock('@/content/my-week-bookings', () => import('@/content/ar/my-week-bookings'));
vi.mock('@/content/class-labels', () => import('@/content/ar/class-labels'));

describe('the waitlist in Arabic', () => {
  it('says الأول, الثاني, الثالث and العاشر في قائمة الانتظار', () => {
    const list = renderFourInLine('حجوزاتك');
    expect(placeLines(list, /في قائمة الانتظار/)).toEqual([
      'الأول في قائمة الانتظار',
      'الثاني في قائمة الانتظار',
      'الثالث في قائمة الانتظار',
      'العاشر في قائمة الانتظار',
    ]);
    expect(within(list).getAllByRole('button', { name: /^مغادرة قائمة الانتظار: / })).toHaveLength(4);
  });
});
