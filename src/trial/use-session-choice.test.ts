import { describe, expect, it } from 'vitest';
import { TRIAL_PLACES_PER_SESSION } from '@/content/class-places-facts';
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { classSlots } from '@/timetable/class-slots';
import type { SessionCount } from '@/timetable/session-count';
import { upcomingSessions } from '@/timetable/sessions';
import {
  classSessionsIn,
  isFullIn,
  isOffIn,
  NO_CHOICE,
  requestFromQuery,
  type SessionChoiceEvent,
  type SessionChoiceState,
  sessionChoiceReducer,
} from './use-session-choice';

// Wednesday 25 November 2026, 12:00 in Tunis: Friday's Karate (22:00) is next on the 27th, then
// on 4 December; Monday's Fitness (9:00) on 30 November, then on 7 December.
const NOW = new Date('2026-11-25T11:00:00Z');
const sessions = upcomingSessions(classSlots, NOW, TRIAL_BOOKING_DAYS);

const KARATE_SLOT = 'friday-2200-karate';
const KARATE_27 = `${KARATE_SLOT}_2026-11-27`;
const KARATE_4 = `${KARATE_SLOT}_2026-12-04`;
const FITNESS_30 = 'monday-0900-fitness_2026-11-30';
const FITNESS_7 = 'monday-0900-fitness_2026-12-07';

const datesKnown: SessionChoiceEvent = { type: 'dates-known', sessions };
const askedForKarateSlot: SessionChoiceEvent = {
  type: 'requested',
  request: { className: 'Karate', slotId: KARATE_SLOT },
};
const full: SessionCount = { booked: 0, trials: TRIAL_PLACES_PER_SESSION, queue: [] };
const countsKnown = (...fullIds: string[]): SessionChoiceEvent => ({
  type: 'counts-known',
  counts: new Map(fullIds.map((id) => [id, full])),
});
const changesKnown = (...offIds: string[]): SessionChoiceEvent => ({ type: 'changes-known', off: new Set(offIds) });

const stateAfter = (...events: SessionChoiceEvent[]): SessionChoiceState =>
  events.reduce(sessionChoiceReducer, NO_CHOICE);
const chosen = (state: SessionChoiceState) => ({ className: state.className, sessionId: state.sessionId });
const session = (id: string) => {
  const found = sessions.find((candidate) => candidate.sessionId === id);
  if (!found) throw new Error(`no session ${id} in the window`);
  return found;
};

describe('what the address asks for', () => {
  it('reads ?slot= as its class and slot, ?class= as a class the timetable holds (any case)', () => {
    expect(requestFromQuery(`?slot=${KARATE_SLOT}`)).toEqual({ className: 'Karate', slotId: KARATE_SLOT });
    expect(requestFromQuery('?class=%20karate%20')).toEqual({ className: 'Karate' });
    expect(requestFromQuery(`?class=Yoga&slot=${KARATE_SLOT}`)).toEqual({ className: 'Karate', slotId: KARATE_SLOT });
  });

  it('asks for nothing when the slot or class is not the timetable’s', () => {
    expect(requestFromQuery('')).toBeNull();
    expect(requestFromQuery('?slot=friday-2300-karate')).toBeNull();
    expect(requestFromQuery('?class=Mma')).toBeNull();
    expect(requestFromQuery('?class=')).toBeNull();
  });
});

describe('the session choice', () => {
  it('starts with no dates and nothing chosen: the dates depend on today', () => {
    expect(NO_CHOICE.sessions).toBeNull();
    expect(classSessionsIn(NO_CHOICE)).toBeNull();
    expect(chosen(NO_CHOICE)).toEqual({ className: '', sessionId: '' });
  });

  describe('dates known', () => {
    it('chooses ?slot=’s class and its next date, whichever of the two is known first', () => {
      for (const state of [stateAfter(askedForKarateSlot, datesKnown), stateAfter(datesKnown, askedForKarateSlot)]) {
        expect(chosen(state)).toEqual({ className: 'Karate', sessionId: KARATE_27 });
        expect(state.preselectedId).toBe(KARATE_27);
      }
    });

    it('chooses ?class=’s class and leaves the date to the visitor', () => {
      const state = stateAfter(datesKnown, { type: 'requested', request: { className: 'Yoga' } });
      expect(chosen(state)).toEqual({ className: 'Yoga', sessionId: '' });
      expect(classSessionsIn(state)?.every((candidate) => candidate.slot.className === 'Yoga')).toBe(true);
      expect(classSessionsIn(state)?.length).toBeGreaterThan(0);
    });

    it('keeps a class the visitor chose before the dates were known over the address’s', () => {
      const state = stateAfter(askedForKarateSlot, { type: 'class-chosen', className: 'Fitness' }, datesKnown);
      expect(chosen(state)).toEqual({ className: 'Fitness', sessionId: '' });
    });

    it('lets a later address (a link followed on the page) choose again', () => {
      const state = stateAfter(datesKnown, askedForKarateSlot, {
        type: 'requested',
        request: { className: 'Fitness', slotId: 'monday-0900-fitness' },
      });
      expect(chosen(state)).toEqual({ className: 'Fitness', sessionId: FITNESS_30 });
    });
  });

  describe('counts known', () => {
    it('marks a date full when its trial places are taken, and only then', () => {
      const state = stateAfter(datesKnown, countsKnown(FITNESS_30));
      expect(isFullIn(state, session(FITNESS_30))).toBe(true);
      expect(isFullIn(state, session(FITNESS_7))).toBe(false);
      expect(isFullIn(stateAfter(datesKnown), session(FITNESS_30))).toBe(false);
    });

    it('chooses ?slot=’s date no more when it is full, without moving on to another', () => {
      const full27 = countsKnown(KARATE_27);
      expect(chosen(stateAfter(datesKnown, askedForKarateSlot, full27))).toEqual({
        className: 'Karate',
        sessionId: '',
      });
      expect(chosen(stateAfter(datesKnown, full27, askedForKarateSlot))).toEqual({
        className: 'Karate',
        sessionId: '',
      });
    });

    it('chooses the visitor’s date no more when it is full, and keeps a date that is not', () => {
      const choose = (sessionId: string): SessionChoiceEvent => ({ type: 'date-chosen', sessionId });
      const fitness: SessionChoiceEvent = { type: 'class-chosen', className: 'Fitness' };
      expect(stateAfter(datesKnown, fitness, choose(FITNESS_30), countsKnown(FITNESS_30)).sessionId).toBe('');
      expect(stateAfter(datesKnown, fitness, choose(FITNESS_7), countsKnown(FITNESS_30)).sessionId).toBe(FITNESS_7);
    });

    it('says the places are unknown when the read fails, and changes no choice', () => {
      const state = stateAfter(datesKnown, askedForKarateSlot, { type: 'counts-failed' });
      expect(state.places.status).toBe('failed');
      expect(chosen(state)).toEqual({ className: 'Karate', sessionId: KARATE_27 });
    });
  });

  describe('changes known', () => {
    it('moves ?slot=’s date on to the slot’s next date that takes place, in any order', () => {
      for (const state of [
        stateAfter(datesKnown, askedForKarateSlot, changesKnown(KARATE_27)),
        stateAfter(datesKnown, changesKnown(KARATE_27), askedForKarateSlot),
        stateAfter(changesKnown(KARATE_27), askedForKarateSlot, datesKnown),
      ]) {
        expect(chosen(state)).toEqual({ className: 'Karate', sessionId: KARATE_4 });
        expect(state.preselectedId).toBe(KARATE_4);
        expect(state.chosenOff).toBeNull();
        expect(isOffIn(state, session(KARATE_27))).toBe(true);
      }
    });

    it('moves past a next date that is full too, and chooses nothing when none is left', () => {
      expect(stateAfter(datesKnown, askedForKarateSlot, countsKnown(KARATE_4), changesKnown(KARATE_27)).sessionId).toBe(
        '',
      );
      expect(stateAfter(datesKnown, askedForKarateSlot, changesKnown(KARATE_27, KARATE_4)).sessionId).toBe('');
    });

    it('keeps moving on when the date it moved to turns out off as well', () => {
      const state = stateAfter(
        datesKnown,
        askedForKarateSlot,
        changesKnown(KARATE_27),
        changesKnown(KARATE_27, KARATE_4),
      );
      expect(state.sessionId).toBe('');
      expect(state.chosenOff).toBeNull();
    });

    it('clears the visitor’s own date when it turns out off, and remembers it for the notice', () => {
      const state = stateAfter(
        datesKnown,
        { type: 'requested', request: { className: 'Karate' } },
        { type: 'date-chosen', sessionId: KARATE_27 },
        changesKnown(KARATE_27),
      );
      expect(chosen(state)).toEqual({ className: 'Karate', sessionId: '' });
      expect(state.chosenOff?.sessionId).toBe(KARATE_27);
    });

    it('treats ?slot=’s date as the visitor’s once the visitor has chosen a date', () => {
      const state = stateAfter(
        datesKnown,
        askedForKarateSlot,
        { type: 'date-chosen', sessionId: KARATE_4 },
        { type: 'date-chosen', sessionId: KARATE_27 },
        changesKnown(KARATE_27),
      );
      expect(state.sessionId).toBe('');
      expect(state.chosenOff?.sessionId).toBe(KARATE_27);
    });

    it('leaves a choice the changes do not touch', () => {
      const state = stateAfter(datesKnown, askedForKarateSlot, changesKnown(FITNESS_30));
      expect(chosen(state)).toEqual({ className: 'Karate', sessionId: KARATE_27 });
    });
  });

  describe('visitor chooses', () => {
    const karate = stateAfter(datesKnown, { type: 'requested', request: { className: 'Karate' } });

    it('chooses a date that can be chosen', () => {
      expect(stateAfter(datesKnown, askedForKarateSlot, { type: 'date-chosen', sessionId: KARATE_4 }).sessionId).toBe(
        KARATE_4,
      );
      expect(sessionChoiceReducer(karate, { type: 'date-chosen', sessionId: KARATE_4 }).sessionId).toBe(KARATE_4);
    });

    it('chooses nothing with a date that is off, full or not one of the window’s', () => {
      const known = [changesKnown(KARATE_27), countsKnown(KARATE_4)].reduce(sessionChoiceReducer, karate);
      for (const sessionId of [KARATE_27, KARATE_4, `${KARATE_SLOT}_2027-01-01`]) {
        expect(sessionChoiceReducer(known, { type: 'date-chosen', sessionId })).toBe(known);
      }
    });

    it('ends the notice by choosing another date or another class', () => {
      const noticed = [{ type: 'date-chosen', sessionId: KARATE_27 } as const, changesKnown(KARATE_27)].reduce(
        sessionChoiceReducer,
        karate,
      );
      expect(noticed.chosenOff?.sessionId).toBe(KARATE_27);
      expect(sessionChoiceReducer(noticed, { type: 'date-chosen', sessionId: KARATE_4 }).chosenOff).toBeNull();
      expect(sessionChoiceReducer(noticed, { type: 'class-chosen', className: 'Yoga' }).chosenOff).toBeNull();
    });

    it('clears the date when the class changes', () => {
      const state = stateAfter(datesKnown, askedForKarateSlot, { type: 'class-chosen', className: 'Fitness' });
      expect(chosen(state)).toEqual({ className: 'Fitness', sessionId: '' });
      expect(state.preselectedId).toBe('');
    });
  });

  describe('sending', () => {
    it('found full: the date is full from then on and chosen no more', () => {
      const state = stateAfter(datesKnown, askedForKarateSlot, { type: 'sending-found-full', sessionId: KARATE_27 });
      expect(isFullIn(state, session(KARATE_27))).toBe(true);
      expect(chosen(state)).toEqual({ className: 'Karate', sessionId: '' });
    });

    it('found cancelled: the date is off from then on and chosen no more, with no notice and no moving on (the field’s error says why)', () => {
      const state = stateAfter(datesKnown, askedForKarateSlot, { type: 'sending-found-off', sessionId: KARATE_27 });
      expect(isOffIn(state, session(KARATE_27))).toBe(true);
      expect(chosen(state)).toEqual({ className: 'Karate', sessionId: '' });
      expect(state.chosenOff).toBeNull();
      // The page's own read arriving afterwards says the same: still no notice.
      expect(sessionChoiceReducer(state, changesKnown(KARATE_27)).chosenOff).toBeNull();
      expect(sessionChoiceReducer(state, { type: 'date-chosen', sessionId: KARATE_27 }).sessionId).toBe('');
    });

    it('found cancelled a date no longer chosen: it is only marked off', () => {
      const moved = stateAfter(datesKnown, askedForKarateSlot, { type: 'date-chosen', sessionId: KARATE_4 });
      const state = sessionChoiceReducer(moved, { type: 'sending-found-off', sessionId: KARATE_27 });
      expect(state.sessionId).toBe(KARATE_4);
      expect(isOffIn(state, session(KARATE_27))).toBe(true);
    });

    it('sent: the choice starts again empty, and what the page learnt stays', () => {
      const state = stateAfter(datesKnown, askedForKarateSlot, countsKnown(FITNESS_30), changesKnown(FITNESS_7), {
        type: 'sent',
      });
      expect(chosen(state)).toEqual({ className: '', sessionId: '' });
      expect(state.preselectedId).toBe('');
      expect(isFullIn(state, session(FITNESS_30))).toBe(true);
      expect(isOffIn(state, session(FITNESS_7))).toBe(true);
    });
  });
});
