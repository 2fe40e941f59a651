/** My week's bookings on a French page: the place in line as French writes an ordinal (1er, 2e…). */
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { placeLines, renderFourInLine } from '../../../tests/my-week-waitlist';

// A French page: its language and the French words, as the French build resolves them.
vi.mock('@/i18n/page-locale-code', () => ({ pageLocaleCode: 'fr' }));
vi.mock('@/content/my-week-bookings', () => import('@/content/fr/my-week-bookings'));
vi.mock('@/content/class-labels', () => import('@/content/fr/class-labels'));

describe('the waitlist in French', () => {
  it('says 1er, 2e, 3e and 10e dans la file d’attente', () => {
    const list = renderFourInLine('Vos réservations');
    expect(placeLines(list, /dans la file/)).toEqual([
      '1er dans la file d’attente',
      '2e dans la file d’attente',
      '3e dans la file d’attente',
      '10e dans la file d’attente',
    ]);
    expect(
      within(list).getByRole('button', { name: 'Quitter la liste d’attente : Fitness, jeudi 26 novembre 2026' }),
    ).toBeVisible();
  });
});
