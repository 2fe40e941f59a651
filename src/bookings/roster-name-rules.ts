/**
 * The name a member gives for the class roster: the rules a form checks before sending it, the
 * same as firestore.rules' isPersonName (one line, not blank, no direction controls, at most
 * MEMBER_NAME_MAX_LENGTH), so a name the form lets through is one the rules accept.
 */
import { hasControlCharacters, hasDirectionControls, isBlank } from '@/lib/blank-text';
import { MEMBER_NAME_MAX_LENGTH } from '@/timetable/booking-record';

export type RosterNameProblem = 'empty' | 'too-long' | 'control-characters' | 'direction-controls';

/** The name as it is kept: without the spaces around it. */
export function cleanRosterName(typed: string): string {
  return typed.trim();
}

/** What is wrong with the name as typed, if anything. */
export function rosterNameProblem(typed: string): RosterNameProblem | undefined {
  const name = cleanRosterName(typed);
  if (isBlank(name)) return 'empty';
  // Counted in UTF-16 units, never fewer than the characters the rules count: what passes here passes there.
  if (name.length > MEMBER_NAME_MAX_LENGTH) return 'too-long';
  if (hasControlCharacters(name)) return 'control-characters';
  if (hasDirectionControls(name)) return 'direction-controls';
  return undefined;
}
