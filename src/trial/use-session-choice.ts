/**
 * The trial form's choice of a class and one of its dates. What the page learns after it has
 * started (today's dates, the places taken, the week's changes, what sending found) arrives as
 * events into one pure reducer, which decides what stays chosen: a date that turns out full is
 * chosen no more, `?slot=`'s date gives way to the slot's next date that takes place, and the
 * visitor's own date found not to take place is cleared with a notice saying why. The form holds
 * only its other fields.
 */
import { useEffect, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { timetableChangesAfresh, timetableChangesWhenKnown } from '@/live-timetable/timetable-changes-when-known';
import { classSlotById, classSlots } from '@/timetable/class-slots';
import { EMPTY_SESSION_COUNT, type SessionCount, trialPlacesLeft } from '@/timetable/session-count';
import { type ClassSession, upcomingSessions } from '@/timetable/sessions';
import type { TimetableChange } from '@/timetable/timetable-changes';
import type { LiveSession } from './live-sessions';
import { type LiveSessionsModule, liveSessionsPart, useLiveSessions } from './use-live-sessions';

/** The classes the timetable holds, in the order of its week: only these have dates to book. */
export const bookableClasses = [...new Set(classSlots.map((slot) => slot.className))];

/** What the address asks for (`?slot=` or `?class=`): a class, and with a slot, that slot's id. */
export interface SessionRequest {
  className: string;
  slotId?: string;
}

export function requestFromQuery(search: string): SessionRequest | null {
  const query = new URLSearchParams(search);
  const slot = classSlotById(query.get('slot') ?? '');
  if (slot) return { className: slot.className, slotId: slot.id };
  const wanted = query.get('class')?.trim().toLowerCase();
  const className = wanted ? bookableClasses.find((name) => name.toLowerCase() === wanted) : undefined;
  return className ? { className } : null;
}

export type TakenPlaces =
  | { status: 'loading' }
  | { status: 'known'; counts: ReadonlyMap<string, SessionCount> }
  /** The read failed (its wait is bounded in the Firebase layer): the form says so, and the rules still refuse a full date. */
  | { status: 'failed' };

export interface SessionChoiceState {
  /** Every date within the booking window; null until the page has started (they depend on today). */
  sessions: readonly ClassSession[] | null;
  /** The address's request, waiting for the dates. */
  requested: SessionRequest | null;
  /** A class name, or '' while "Select Class" is chosen. */
  className: string;
  /** The chosen session's id, or '' while none is. */
  sessionId: string;
  /** The date `?slot=` chose rather than the visitor ('' for none). */
  preselectedId: string;
  places: TakenPlaces;
  /** Dates the rules refused as full while sending (someone else took the last place). */
  fullWhenSent: ReadonlySet<string>;
  /** Dates the week's changes say do not take place (cancelled, the gym closed at their time). */
  offInChanges: ReadonlySet<string>;
  /** Dates found not to take place while sending, before the page knew the changes. */
  offWhenSent: ReadonlySet<string>;
  /** The visitor's date that turned out not to take place, said until they choose again. */
  chosenOff: ClassSession | null;
}

export type SessionChoiceEvent =
  | { type: 'dates-known'; sessions: readonly ClassSession[] }
  | { type: 'requested'; request: SessionRequest }
  | { type: 'counts-known'; counts: ReadonlyMap<string, SessionCount> }
  | { type: 'counts-failed' }
  /** The sessions ids the changes put off, of every date (the changes are read once per page). */
  | { type: 'changes-known'; off: ReadonlySet<string> }
  | { type: 'class-chosen'; className: string }
  | { type: 'date-chosen'; sessionId: string }
  | { type: 'sending-found-full'; sessionId: string }
  | { type: 'sending-found-off'; sessionId: string }
  /** The request went: the form starts again empty. */
  | { type: 'sent' };

export const NO_CHOICE: SessionChoiceState = {
  sessions: null,
  requested: null,
  className: '',
  sessionId: '',
  preselectedId: '',
  places: { status: 'loading' },
  fullWhenSent: new Set(),
  offInChanges: new Set(),
  offWhenSent: new Set(),
  chosenOff: null,
};

export function isFullIn(state: SessionChoiceState, session: ClassSession): boolean {
  if (state.fullWhenSent.has(session.sessionId)) return true;
  if (state.places.status !== 'known') return false;
  const count = state.places.counts.get(session.sessionId) ?? EMPTY_SESSION_COUNT;
  return trialPlacesLeft(count, session.slot.className) === 0;
}

export function isOffIn(state: SessionChoiceState, session: ClassSession): boolean {
  return state.offInChanges.has(session.sessionId) || state.offWhenSent.has(session.sessionId);
}

/** The chosen class's dates; null until the dates are known. */
export function classSessionsIn(state: SessionChoiceState): readonly ClassSession[] | null {
  return state.sessions?.filter((session) => session.slot.className === state.className) ?? null;
}

const added = (ids: ReadonlySet<string>, id: string) => new Set(ids).add(id);

/** What stays chosen once the state has learnt something: the rules of the header, applied. */
function settle(state: SessionChoiceState): SessionChoiceState {
  const chosen = state.sessions?.find((session) => session.sessionId === state.sessionId);
  if (!chosen) return state;
  if (isOffIn(state, chosen)) {
    if (chosen.sessionId !== state.preselectedId) return { ...state, sessionId: '', chosenOff: chosen };
    const next = state.sessions?.find(
      (session) => session.slot.id === chosen.slot.id && !isOffIn(state, session) && !isFullIn(state, session),
    );
    return { ...state, sessionId: next?.sessionId ?? '', preselectedId: next?.sessionId ?? '' };
  }
  return isFullIn(state, chosen) ? { ...state, sessionId: '' } : state;
}

function applyRequest(state: SessionChoiceState, request: SessionRequest): SessionChoiceState {
  const first = state.sessions?.find((session) => session.slot.id === request.slotId);
  const sessionId = first?.sessionId ?? '';
  return settle({
    ...state,
    requested: null,
    className: request.className,
    sessionId,
    preselectedId: sessionId,
    chosenOff: null,
  });
}

export function sessionChoiceReducer(state: SessionChoiceState, event: SessionChoiceEvent): SessionChoiceState {
  switch (event.type) {
    case 'dates-known': {
      const known = { ...state, sessions: event.sessions };
      return known.requested ? applyRequest(known, known.requested) : settle(known);
    }
    case 'requested':
      return state.sessions ? applyRequest(state, event.request) : { ...state, requested: event.request };
    case 'counts-known':
      return settle({ ...state, places: { status: 'known', counts: event.counts } });
    case 'counts-failed':
      return { ...state, places: { status: 'failed' } };
    case 'changes-known':
      return settle({ ...state, offInChanges: event.off });
    case 'class-chosen':
      return {
        ...state,
        requested: null,
        className: event.className,
        sessionId: '',
        preselectedId: '',
        chosenOff: null,
      };
    case 'date-chosen': {
      const session = state.sessions?.find((candidate) => candidate.sessionId === event.sessionId);
      // A date that cannot be chosen (full, off, or none of the window's) is not chosen.
      if (!session || isOffIn(state, session) || isFullIn(state, session)) return state;
      return { ...state, sessionId: event.sessionId, preselectedId: '', chosenOff: null };
    }
    case 'sending-found-full':
      return settle({ ...state, fullWhenSent: added(state.fullWhenSent, event.sessionId) });
    case 'sending-found-off': {
      // The refusal on the date field says why: no notice, and `?slot=`'s date is not moved on.
      const offWhenSent = added(state.offWhenSent, event.sessionId);
      if (state.sessionId !== event.sessionId) return { ...state, offWhenSent };
      return { ...state, offWhenSent, sessionId: '', preselectedId: '' };
    }
    case 'sent':
      return { ...state, requested: null, className: '', sessionId: '', preselectedId: '', chosenOff: null };
  }
}

/** The Firebase layer loads only now: nothing of it is in the page's first load. */
async function readCounts(sessionIds: readonly string[]): Promise<ReadonlyMap<string, SessionCount>> {
  const { readSessionCounts } = await import('@/firebase/session-counts');
  return readSessionCounts(sessionIds);
}

/**
 * Whether the session is found not to take place as the request is sent: the rules would refuse
 * it, and the visitor is told why before anything goes. Waits for the changes if they are not
 * known yet (bounded; none when their read fails, so a failed read never stops a request).
 */
function offWhenSending(session: ClassSession, known: readonly TimetableChange[] | undefined) {
  return offIn(session, timetableChangesWhenKnown(known));
}

async function offIn(session: ClassSession, read: Promise<readonly TimetableChange[]>) {
  const changes = await read;
  if (changes.length === 0) return undefined;
  try {
    const live = await liveSessionsPart.attempt();
    return live.describeSession(session, changes).isOff ? live.sessionOffError : undefined;
  } catch {
    return undefined;
  }
}

export interface SessionChoice {
  className: string;
  sessionId: string;
  /** The chosen class's dates; null until the page has started. */
  sessions: readonly ClassSession[] | null;
  /** The dates of the chosen class the visitor can choose now (not full, taking place). */
  choosable: readonly ClassSession[];
  isFull: (session: ClassSession) => boolean;
  isOff: (session: ClassSession) => boolean;
  /** What the live changes do to a session, once they are known and touch it. */
  liveSession: (session: ClassSession) => LiveSession | undefined;
  /** The live changes' words, loaded only when there are changes. */
  live: LiveSessionsModule | undefined;
  /** The taken places could not be read: the visitor may still send. */
  placesUnknown: boolean;
  /** Said as it happens: the visitor's date turned out not to take place. */
  offNotice: string | undefined;
  chooseClass: (className: string) => void;
  chooseDate: (sessionId: string) => void;
  /**
   * Before sending: the refusal to show on the date field when the date is found not to take
   * place (it is then chosen no more), or undefined.
   */
  checkTakesPlace: (session: ClassSession) => Promise<string | undefined>;
  /**
   * The rules refused the request: whether the gym has changed the timetable since the page read
   * it, so that the session no longer takes place (read afresh; why, in words, or undefined).
   */
  checkTakesPlaceAfterRefusal: (session: ClassSession) => Promise<string | undefined>;
  /** The rules refused the date as full. */
  foundFull: (sessionId: string) => void;
  sent: () => void;
}

/**
 * The date choice for the free trial form. The dates depend on today, so they appear once the
 * page has started (the prerendered page and the render that hydrates it have none); `?slot=`
 * and `?class=` apply then too. The taken places are read once the dates are known, and the
 * week's changes are laid over them once known.
 */
export function useSessionChoice(): SessionChoice {
  const [state, dispatch] = useReducer(sessionChoiceReducer, NO_CHOICE);
  const { sessions } = state;

  useEffect(() => {
    dispatch({ type: 'dates-known', sessions: upcomingSessions(classSlots, new Date(), TRIAL_BOOKING_DAYS) });
  }, []);

  // The router's location rather than useSearchParams, which would add its code to every page's
  // shared bundle.
  const { search } = useLocation();
  useEffect(() => {
    const request = requestFromQuery(search);
    if (request) dispatch({ type: 'requested', request });
  }, [search]);

  useEffect(() => {
    if (!sessions || sessions.length === 0) return;
    let isCurrent = true;
    readCounts(sessions.map((session) => session.sessionId)).then(
      (counts) => isCurrent && dispatch({ type: 'counts-known', counts }),
      () => isCurrent && dispatch({ type: 'counts-failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [sessions]);

  // Until the changes and their code have arrived (or when either fails) every date is as the
  // timetable has it.
  const live = useLiveSessions();
  const { changes, module } = live;
  useEffect(() => {
    if (!sessions || !changes || !module) return;
    const off = sessions.filter((session) => module.describeSession(session, changes).isOff);
    dispatch({ type: 'changes-known', off: new Set(off.map((session) => session.sessionId)) });
  }, [sessions, changes, module]);

  const isFull = (session: ClassSession) => isFullIn(state, session);
  // The live description too, for the render in which the changes have arrived and their event
  // is not handled yet.
  const isOff = (session: ClassSession) => isOffIn(state, session) || (live.liveSession(session)?.isOff ?? false);
  const classSessions = classSessionsIn(state);

  return {
    className: state.className,
    sessionId: state.sessionId,
    sessions: classSessions,
    choosable: classSessions?.filter((session) => !isFull(session) && !isOff(session)) ?? [],
    isFull,
    isOff,
    liveSession: live.liveSession,
    live: module,
    placesUnknown: state.places.status === 'failed',
    offNotice: state.chosenOff && module ? module.chosenSessionOff(state.chosenOff) : undefined,
    chooseClass: (className) => dispatch({ type: 'class-chosen', className }),
    chooseDate: (sessionId) => dispatch({ type: 'date-chosen', sessionId }),
    async checkTakesPlace(session) {
      const refusal = await offWhenSending(session, changes);
      if (refusal) dispatch({ type: 'sending-found-off', sessionId: session.sessionId });
      return refusal;
    },
    async checkTakesPlaceAfterRefusal(session) {
      const refusal = await offIn(session, timetableChangesAfresh());
      if (refusal) dispatch({ type: 'sending-found-off', sessionId: session.sessionId });
      return refusal;
    },
    foundFull: (sessionId) => dispatch({ type: 'sending-found-full', sessionId }),
    sent: () => dispatch({ type: 'sent' }),
  };
}
