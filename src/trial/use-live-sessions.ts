import { optionalPart, useOptionalPart } from '@/lib/optional-part';
import { useTimetableChanges } from '@/live-timetable/use-timetable-changes';
import type { ClassSession } from '@/timetable/sessions';
import type { TimetableChange } from '@/timetable/timetable-changes';
import type { LiveSession } from './live-sessions';

export type LiveSessionsModule = typeof import('./live-sessions');

/** The words and date logic of the changes: for the form's dates, and for the check as it sends. */
export const liveSessionsPart = optionalPart(() => import('./live-sessions'));

export interface LiveSessions {
  /** The changes once the page's one read has answered (undefined until then). */
  changes: readonly TimetableChange[] | undefined;
  /** What the changes do to a session; undefined while they are unknown or touch nothing. */
  liveSession: (session: ClassSession) => LiveSession | undefined;
  /** The words' module, once loaded (only when there are changes). */
  module: LiveSessionsModule | undefined;
}

/**
 * The live changes for the trial form. Their words and date logic load only when
 * the read finds changes; until they have loaded, every date is as the timetable has it (a
 * failed download too: sending still checks the date).
 */
export function useLiveSessions(): LiveSessions {
  const changes = useTimetableChanges();
  const module = useOptionalPart(liveSessionsPart, (changes?.length ?? 0) > 0);
  return {
    changes,
    module,
    liveSession: (session) => (module && changes ? module.describeSession(session, changes) : undefined),
  };
}
