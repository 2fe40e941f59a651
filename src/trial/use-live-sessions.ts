import { useTimetableChangesWith } from '@/live-timetable/use-timetable-changes-with';
import type { ClassSession } from '@/timetable/sessions';
import type { TimetableChange } from '@/timetable/timetable-changes';
import type { LiveSession } from './live-sessions';

export type LiveSessionsModule = typeof import('./live-sessions');

const loadLiveSessions = () => import('./live-sessions');

export interface LiveSessions {
  /** The changes once the page's one read has answered (undefined until then). */
  changes: readonly TimetableChange[] | undefined;
  /** What the changes do to a session; undefined while they are unknown or touch nothing. */
  liveSession: (session: ClassSession) => LiveSession | undefined;
  /** The words' module, once loaded (only when there are changes). */
  module: LiveSessionsModule | undefined;
}

/**
 * The live changes for the trial form (issue 29). Their words and date logic load only when
 * the read finds changes; until they have loaded, every date is as the timetable has it (a
 * failed download too: sending still checks the date).
 */
export function useLiveSessions(): LiveSessions {
  const { changes, module } = useTimetableChangesWith(loadLiveSessions);
  return {
    changes,
    module,
    liveSession: (session) => (module && changes ? module.describeSession(session, changes) : undefined),
  };
}
