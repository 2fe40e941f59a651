import { describe, expect, it } from 'vitest';
import type { DeskTrial } from '@/firebase/desk-trials';
import { classSlotById } from '@/timetable/class-slots';
import { groupTrialsBySession } from './trial-sessions';

const trial = (id: string, sessionId: string, sessionStart: string, slotId = 'monday-0900-fitness'): DeskTrial => ({
  id,
  name: `Visitor ${id}`,
  phone: '+216 20 000 000',
  whatsapp: false,
  email: '',
  locale: 'en',
  status: 'new',
  className: 'Fitness',
  slotId,
  sessionId,
  sessionStart: new Date(sessionStart),
});

// 23:00 on Thursday 26 November 2026 in Tunis (UTC+1).
const now = new Date('2026-11-26T22:00:00Z');

describe('today’s and tomorrow’s trials by session', () => {
  it('puts the visitors of one session together, sessions soonest first', () => {
    const sessions = groupTrialsBySession(
      [
        trial('a', 'friday-0900-fitness_2026-11-27', '2026-11-27T08:00:00Z', 'friday-0900-fitness'),
        trial('b', 'thursday-1800-boxing_2026-11-26', '2026-11-26T17:00:00Z'),
        trial('c', 'friday-0900-fitness_2026-11-27', '2026-11-27T08:00:00Z', 'friday-0900-fitness'),
      ],
      now,
    );
    expect(sessions.map((session) => [session.sessionId, session.trials.map(({ id }) => id)])).toEqual([
      ['thursday-1800-boxing_2026-11-26', ['b']],
      ['friday-0900-fitness_2026-11-27', ['a', 'c']],
    ]);
  });

  it('says today or tomorrow by the Tunis calendar: 23:30 UTC is already tomorrow there', () => {
    const [late, early] = groupTrialsBySession(
      [trial('a', 's1', '2026-11-26T21:30:00Z'), trial('b', 's2', '2026-11-26T23:30:00Z')],
      now,
    );
    expect(late?.dayOffset).toBe(0);
    expect(early?.dayOffset).toBe(1);
  });

  it('finds the session’s timetable slot, and keeps a session whose slot the timetable no longer has', () => {
    const [known, gone] = groupTrialsBySession(
      [trial('a', 's1', '2026-11-27T08:00:00Z'), trial('b', 's2', '2026-11-27T09:00:00Z', 'sunday-0300-gone')],
      now,
    );
    expect(known?.slot).toBe(classSlotById('monday-0900-fitness'));
    expect(gone?.slot).toBeUndefined();
    expect(gone?.className).toBe('Fitness');
  });

  it('has no session when there is no trial', () => {
    expect(groupTrialsBySession([], now)).toEqual([]);
  });
});
