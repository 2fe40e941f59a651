/**
 * The name a member gives for the class list, checked as firestore.rules checks it (isPersonName:
 * one line, not blank, at most MEMBER_NAME_MAX_LENGTH, no direction controls), so the booking
 * dialog refuses what the rules would refuse, with a message, before anything is sent.
 */
import { hasControlCharacters, hasDirectionControls, isBlank } from '@/lib/blank-text';
import { MEMBER_NAME_MAX_LENGTH } from '@/timetable/booking-record';

export type MemberNameProblem = 'empty' | 'tooLong' | 'twoLines' | 'directionControls';

/** What is wrong with a name as typed (it is sent trimmed), or undefined when the rules accept it. */
export function memberNameProblem(typed: string): MemberNameProblem | undefined {
  const name = typed.trim();
  if (isBlank(name)) return 'empty';
  // The rules count characters; a string's length counts UTF-16 units, never fewer.
  if (name.length > MEMBER_NAME_MAX_LENGTH) return 'tooLong';
  if (hasControlCharacters(name)) return 'twoLines';
  if (hasDirectionControls(name)) return 'directionControls';
  return undefined;
}
