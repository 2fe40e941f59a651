/** The trial form's dates in French: a cancelled date says so in French and cannot be chosen. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionById } from '@/timetable/sessions';
import * as live from '@/trial/live-sessions';
import { fakeChange } from '../../../tests/fake-timetable-changes';
import { SessionChoices } from './session-choices';

// A French page: its language and the French words, as the French build resolves them.
vi.mock('@/i18n/page-locale-code', () => ({ pageLocaleCode: 'fr' }));
vi.mock('@/content/live-timetable', () => import('@/content/fr/live-timetable'));
vi.mock('@/content/trial-page', () => import('@/content/fr/trial-page'));

const SLOT = 'friday-2200-karate';

function session(date: string) {
  const found = sessionById(`${SLOT}_${date}`);
  if (!found) throw new Error(`No session on ${date}`);
  return found;
}

describe('the trial form’s dates in French', () => {
  it('marks a cancelled date “annulé”, says why, and it cannot be chosen', () => {
    const changes = [fakeChange({ kind: 'cancelled', slotId: SLOT, date: '2026-11-27' })];
    const onChange = vi.fn();
    render(
      <SessionChoices
        sessions={[session('2026-11-27'), session('2026-12-04')]}
        hasClass
        isFull={() => false}
        isOff={(choice) => live.describeSession(choice, changes).isOff}
        liveSession={(choice) => live.describeSession(choice, changes)}
        live={live}
        value={`${SLOT}_2026-11-27`}
        onChange={onChange}
        errorIcon={null}
      />,
    );
    const off = screen.getByRole('radio', { name: /27 novembre 2026, 22:00.*annulé$/ });
    expect(off).toBeDisabled();
    expect(off).not.toBeChecked();
    expect(off).toHaveAccessibleDescription('Annulé le vendredi 27 novembre');
    const next = screen.getByRole('radio', { name: /4 décembre 2026/ });
    expect(next).toBeEnabled();
    expect(next).not.toHaveAccessibleName(/annulé/);
  });
});
