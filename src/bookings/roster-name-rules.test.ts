import { describe, expect, it } from 'vitest';
import { MEMBER_NAME_MAX_LENGTH } from '@/timetable/booking-record';
import { cleanRosterName, rosterNameProblem } from './roster-name-rules';

describe('the name for the class roster', () => {
  it.each([
    ['a name', 'Salma Ben Amor'],
    ['an Arabic name', 'سلمى بن عمر'],
    ['a name of the longest length', 'S'.repeat(MEMBER_NAME_MAX_LENGTH)],
    ['the longest length once the spaces around it are gone', `  ${'S'.repeat(MEMBER_NAME_MAX_LENGTH)}  `],
  ])('takes %s', (_, typed) => {
    expect(rosterNameProblem(typed)).toBeUndefined();
  });

  it.each([
    ['nothing', '', 'empty'],
    ['spaces alone', '   ', 'empty'],
    ['characters that print nothing', '\u200b\u3164', 'empty'],
    ['one character too many', 'S'.repeat(MEMBER_NAME_MAX_LENGTH + 1), 'too-long'],
    ['a second line', 'Salma\nBen Amor', 'control-characters'],
    ['a tab', 'Salma\tBen Amor', 'control-characters'],
    ['a line separator', 'Salma\u2028Ben Amor', 'control-characters'],
    ['a direction override', 'Salma \u202eromA neB', 'direction-controls'],
    ['a direction isolate', 'Salma \u2066Ben\u2069', 'direction-controls'],
  ] as const)('refuses %s', (_, typed, problem) => {
    expect(rosterNameProblem(typed)).toBe(problem);
  });

  it('keeps the name without the spaces around it', () => {
    expect(cleanRosterName('  Salma Ben Amor ')).toBe('Salma Ben Amor');
  });
});
