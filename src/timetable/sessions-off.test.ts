import { describe, expect, it } from 'vitest';
import { sessionsOff } from './sessions-off';
import type { TimetableChange } from './timetable-changes';

const record = { createdAt: new Date(0), updatedAt: new Date(0), endsAt: new Date(0) };
const change = (fields: Record<string, unknown>, id = 'c'): TimetableChange => ({ id, ...record, ...fields }) as never;

describe('sessionsOff', () => {
  it('lists a cancelled session, and nothing for a substitute or a move', () => {
    const changes = [
      change({ kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-12-04' }),
      change({ kind: 'substitute', slotId: 'friday-1800-workout', date: '2026-12-04', trainerId: 'karim-trabelsi' }),
      change({ kind: 'moved', slotId: 'friday-0900-crossfit', date: '2026-12-04', start: '10:00', end: '11:00' }),
    ];
    expect(sessionsOff(changes, '2026-11-28')).toEqual({ sessions: ['friday-2200-karate_2026-12-04'], days: [] });
  });

  it('lists every session of a closed day, and the day', () => {
    const closed = change({ kind: 'hours', from: '2026-12-05', to: '2026-12-06', closed: true });
    expect(sessionsOff([closed], '2026-11-28')).toEqual({
      sessions: [
        'saturday-0900-power-lifting_2026-12-05',
        'saturday-2200-boxing_2026-12-05',
        'saturday-1600-yoga_2026-12-05',
        'sunday-0900-fitness_2026-12-06',
        'sunday-2200-body-building_2026-12-06',
        'sunday-1600-running_2026-12-06',
        'sunday-1800-cycling_2026-12-06',
      ],
      days: ['2026-12-05', '2026-12-06'],
    });
  });

  it('lists the sessions special hours leave out, but not the day', () => {
    const short = change({
      kind: 'hours',
      from: '2026-12-04',
      to: '2026-12-04',
      closed: false,
      opens: '08:00',
      closes: '17:00',
    });
    expect(sessionsOff([short], '2026-11-28')).toEqual({
      sessions: ['friday-2200-karate_2026-12-04', 'friday-1800-workout_2026-12-04'],
      days: [],
    });
  });

  it('leaves out days before today', () => {
    const past = change({ kind: 'cancelled', slotId: 'friday-2200-karate', date: '2026-11-27' });
    expect(sessionsOff([past], '2026-11-28')).toEqual({ sessions: [], days: [] });
  });
});
