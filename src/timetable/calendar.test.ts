import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { formatAddress } from '@/lib/address';
import {
  bookingCalendarFileName,
  bookingCalendarText,
  bookingEventUid,
  classCalendarFileName,
  classCalendarText,
  eventUid,
  GYM_ZONE_UTC_OFFSET,
  ICS_MEDIA_TYPE,
  trialCalendarFileName,
  trialCalendarText,
  weekCalendarFileName,
  weekCalendarText,
} from './calendar';
import { MAX_LINE_OCTETS } from './calendar-text';
import { classSlotById } from './class-slots';
import { GYM_TIME_ZONE } from './gym-time';
import { sessionById } from './sessions';
import { zoneOffsetMs } from './zoned-time';

function slot(id: string) {
  const found = classSlotById(id);
  if (!found) throw new Error(`No slot ${id}`);
  return found;
}

// Wednesday 25 November 2026, 12:00 in Tunis (UTC+1).
const NOW = new Date('2026-11-25T11:00:00Z');
const week = ['wednesday-1800-running', 'monday-0900-fitness', 'saturday-2200-boxing'].map(slot);

/** Parses the file with ical.js, registering the file's own VTIMEZONE as a real parser-based client would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (!zone) throw new Error('No VTIMEZONE');
  ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  return { calendar, zone, events };
}

/** The parsed events as a fixed-length list, so a missing one fails here rather than as undefined. */
function eventsOf(text: string, count: number): ICAL.Event[] {
  const { events } = parse(text);
  expect(events).toHaveLength(count);
  return events;
}

afterEach(() => {
  ICAL.TimezoneService.reset();
});

const firstOccurrences = (event: ICAL.Event, count: number) => {
  const iterator = event.iterator();
  return Array.from({ length: count }, () => iterator.next()?.toJSDate());
};

describe('the calendar', () => {
  const text = weekCalendarText(week, NOW);

  it('is a published Gregorian iCalendar 2.0 with a name', () => {
    const { calendar } = parse(text);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Rivage Gym//Class timetable//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Rivage Gym: my week');
  });

  it('ends every line with CRLF and keeps each within 75 octets', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    }
  });

  it('describes Africa/Tunis as UTC+1 (CET) all year', () => {
    const { zone } = parse(text);
    expect(zone.getFirstPropertyValue('tzid')).toBe('Africa/Tunis');
    const standard = zone.getAllSubcomponents();
    expect(standard.map((component) => component.name)).toEqual(['standard']);
    expect(standard[0]?.getFirstPropertyValue('tzoffsetfrom')?.toString()).toBe('+01:00');
    expect(standard[0]?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+01:00');
    expect(standard[0]?.getFirstPropertyValue('tzname')).toBe('CET');
    expect(standard[0]?.getFirstPropertyValue('dtstart')?.toString()).toBe('1970-01-01T00:00:00');
  });

  // If this fails, Tunisia's time rules changed (Intl's zone data says so): the VTIMEZONE
  // in icalendar.ts no longer tells calendar apps the truth and must be rewritten.
  it('gives the offset Intl knows for Africa/Tunis, in winter and in summer', () => {
    const [sign, hours, minutes] = [
      GYM_ZONE_UTC_OFFSET[0],
      GYM_ZONE_UTC_OFFSET.slice(1, 3),
      GYM_ZONE_UTC_OFFSET.slice(3),
    ];
    const offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
    for (const instant of [NOW, new Date('2027-01-15T12:00:00Z'), new Date('2027-07-15T12:00:00Z')]) {
      expect(zoneOffsetMs(instant, GYM_TIME_ZONE)).toBe(offsetMs);
    }
  });

  it('has one event per class, in the order given', () => {
    expect(parse(text).events.map((event) => event.uid)).toEqual([
      'wednesday-1800-running@www.rivage-gym.example',
      'monday-0900-fitness@www.rivage-gym.example',
      'saturday-2200-boxing@www.rivage-gym.example',
    ]);
  });
});

describe('an event', () => {
  const text = weekCalendarText(week, NOW);

  it('starts at the class’s next occurrence, in Tunis time, and lasts its hour', () => {
    const [running, fitness, boxing] = eventsOf(text, 3) as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(running.startDate.toJSDate()).toEqual(new Date('2026-11-25T17:00:00Z'));
    expect(running.endDate.toJSDate()).toEqual(new Date('2026-11-25T18:00:00Z'));
    expect(running.startDate.zone?.tzid).toBe('Africa/Tunis');
    expect(fitness.startDate.toJSDate()).toEqual(new Date('2026-11-30T08:00:00Z'));
    expect(boxing.startDate.toJSDate()).toEqual(new Date('2026-11-28T21:00:00Z'));
    expect(boxing.endDate.toJSDate()).toEqual(new Date('2026-11-28T22:00:00Z'));
  });

  it('writes its times as Tunis wall clock with a TZID, and its stamp in UTC', () => {
    expect(text).toContain('DTSTART;TZID=Africa/Tunis:20261125T180000\r\n');
    expect(text).toContain('DTEND;TZID=Africa/Tunis:20261125T190000\r\n');
    expect(text).toContain('DTSTAMP:20261125T110000Z\r\n');
  });

  it('repeats every week on its own weekday', () => {
    const [running, fitness] = eventsOf(text, 3) as [ICAL.Event, ICAL.Event];
    expect(running.isRecurring()).toBe(true);
    const rule = running.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.parts.BYDAY).toEqual(['WE']);
    expect((fitness.component.getFirstPropertyValue('rrule') as ICAL.Recur).parts.BYDAY).toEqual(['MO']);
    expect(firstOccurrences(fitness, 3)).toEqual([
      new Date('2026-11-30T08:00:00Z'),
      new Date('2026-12-07T08:00:00Z'),
      new Date('2026-12-14T08:00:00Z'),
    ]);
  });

  it('names the class, the gym, the trainer and the gym’s address', () => {
    const [running] = eventsOf(text, 3) as [ICAL.Event];
    expect(running.summary).toBe('Running at Rivage Gym');
    expect(running.location).toBe(formatAddress(site.address));
    expect(running.description).toBe(
      'With Youssef Gharbi.\nTimetable: https://www.rivage-gym.example/schedule/wednesday',
    );
  });

  it('escapes the commas of the address', () => {
    expect(formatAddress(site.address)).toContain(',');
    expect(text).toContain(`LOCATION:${formatAddress(site.address).replaceAll(',', '\\,')}\r\n`);
  });

  it('folds its long description, and the parser reads it back whole', () => {
    expect(text).toMatch(/\r\nDESCRIPTION:[^\r]*\r\n [^\r]+\r\n/);
    const [running] = eventsOf(text, 3) as [ICAL.Event];
    expect(running.description).toMatch(/^With .+\nTimetable: https:\/\/.+\/schedule\/wednesday$/);
  });

  it('keeps its UID whatever the day the file is made, so importing again updates it', () => {
    const later = weekCalendarText(week, new Date('2027-03-02T06:30:00Z'));
    const uids = (calendarText: string) => parse(calendarText).events.map((event) => event.uid);
    expect(uids(later)).toEqual(uids(text));
    expect(later).not.toBe(text);
    expect(eventUid(slot('monday-0900-fitness'))).toBe('monday-0900-fitness@www.rivage-gym.example');
  });
});

describe('one class', () => {
  it('is a calendar of its own name with its one event', () => {
    const text = classCalendarText(slot('monday-2200-body-building'), NOW);
    expect(parse(text).calendar.getFirstPropertyValue('x-wr-calname')).toBe('Rivage Gym: Body Building on Mondays');
    const [event] = eventsOf(text, 1) as [ICAL.Event];
    expect(event.uid).toBe('monday-2200-body-building@www.rivage-gym.example');
    expect(event.startDate.toJSDate()).toEqual(new Date('2026-11-30T21:00:00Z'));
  });
});

describe('file names', () => {
  it('name the gym, then the class and day, or the week', () => {
    expect(classCalendarFileName(slot('monday-0900-fitness'))).toBe('rivage-gym-fitness-monday.ics');
    expect(classCalendarFileName(slot('saturday-0900-power-lifting'))).toBe('rivage-gym-power-lifting-saturday.ics');
    expect(weekCalendarFileName()).toBe('rivage-gym-my-week.ics');
  });

  it('come with the calendar media type', () => {
    expect(ICS_MEDIA_TYPE).toBe('text/calendar;charset=utf-8');
  });
});

describe('a free trial calendar file', () => {
  // Monday 30 November 2026, 9:00 to 10:00 in Tunis: the session a visitor booked.
  const session = {
    slot: slot('monday-0900-fitness'),
    sessionId: 'monday-0900-fitness_2026-11-30',
    date: '2026-11-30',
    start: new Date('2026-11-30T08:00:00Z'),
    end: new Date('2026-11-30T09:00:00Z'),
  };
  const text = trialCalendarText(session, NOW);

  it('holds one event on that date only, in Tunis time, with no recurrence', () => {
    const [event] = eventsOf(text, 1);
    expect(text).toContain('DTSTART;TZID=Africa/Tunis:20261130T090000\r\n');
    expect(text).toContain('DTEND;TZID=Africa/Tunis:20261130T100000\r\n');
    expect(text).not.toContain('RRULE');
    expect(event?.isRecurring()).toBe(false);
    expect(event?.startDate.toJSDate()).toEqual(session.start);
    expect(event?.endDate.toJSDate()).toEqual(session.end);
  });

  it('says what, where and with whom, and names the session in its UID', () => {
    const [event] = eventsOf(text, 1);
    expect(event?.summary).toBe('Free trial: Fitness at Rivage Gym');
    expect(event?.location).toBe(formatAddress(site.address));
    expect(event?.description).toMatch(/^With /);
    expect(event?.uid).toBe(`monday-0900-fitness_2026-11-30@${new URL(site.url).host}`);
  });

  it('is named after the class and the date', () => {
    expect(trialCalendarFileName(session)).toBe('rivage-gym-free-trial-fitness-2026-11-30.ics');
  });
});

describe('booked sessions', () => {
  function session(id: string) {
    const found = sessionById(id);
    if (!found) throw new Error(`No session ${id}`);
    return found;
  }
  const host = new URL(site.url).host;
  // Friday 27 November 2026, 18:00 to 19:00 in Tunis, and Monday 30 November, 9:00 to 10:00.
  const workout = { bookingId: 'booking-w', session: session('friday-1800-workout_2026-11-27') };
  const mondayFitness = { bookingId: 'booking-f', session: session('monday-0900-fitness_2026-11-30') };

  it('one on its own: one event on its date, in Tunis time, no recurrence, named for the booking', () => {
    const text = bookingCalendarText(workout, NOW);
    const [event] = eventsOf(text, 1);
    expect(text).toContain('DTSTART;TZID=Africa/Tunis:20261127T180000\r\n');
    expect(text).toContain('DTEND;TZID=Africa/Tunis:20261127T190000\r\n');
    expect(event?.isRecurring()).toBe(false);
    expect(event?.startDate.toJSDate()).toEqual(workout.session.start);
    expect(event?.endDate.toJSDate()).toEqual(workout.session.end);
    expect(event?.uid).toBe(`booking-booking-w@${host}`);
    expect(event?.summary).toBe('Booked: Workout at Rivage Gym');
    expect(event?.location).toBe(formatAddress(site.address));
    const { calendar } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Booked: Workout at Rivage Gym');
    expect(bookingCalendarFileName(workout.session)).toBe('rivage-gym-booked-workout-2026-11-27.ics');
  });

  it('keep their UID whatever the day the file is made, and two bookings of one session are two events', () => {
    const later = new Date('2026-11-26T20:00:00Z');
    expect(eventsOf(bookingCalendarText(workout, later), 1)[0]?.uid).toBe(bookingEventUid('booking-w'));
    const again = { ...workout, bookingId: 'booking-w2' };
    expect(bookingEventUid(again.bookingId)).not.toBe(bookingEventUid(workout.bookingId));
  });

  it('in the week: after the saved classes, each as its own event', () => {
    const text = weekCalendarText(week, NOW, [workout]);
    const events = eventsOf(text, 4);
    expect(events.map((event) => event.uid)).toEqual([...week.map(eventUid), bookingEventUid('booking-w')]);
    expect(events[3]?.isRecurring()).toBe(false);
    expect(events[3]?.startDate.toJSDate()).toEqual(workout.session.start);
  });

  it('in the week: leave their date out of the same class’s weekly event, so it shows once', () => {
    const fitness = slot('monday-0900-fitness');
    const text = weekCalendarText([fitness], NOW, [mondayFitness]);
    const [series, booked] = eventsOf(text, 2);
    expect(text).toContain('EXDATE;TZID=Africa/Tunis:20261130T090000\r\n');
    if (!series) throw new Error('No weekly event');
    // The weekly event starts on the booked Monday: the next date it shows is the Monday after.
    expect(series.startDate.toJSDate()).toEqual(mondayFitness.session.start);
    // A calendar app expands the series without the excluded date, as ical.js does.
    expect(firstOccurrences(series, 2)).toEqual([new Date('2026-12-07T08:00:00Z'), new Date('2026-12-14T08:00:00Z')]);
    expect(booked?.uid).toBe(bookingEventUid('booking-f'));
  });

  it('leave the next download once cancelled: the weekly event has its date back and the booking is gone', () => {
    const fitness = slot('monday-0900-fitness');
    const text = weekCalendarText([fitness], NOW, []);
    expect(text).not.toContain('EXDATE');
    expect(eventsOf(text, 1).map((event) => event.uid)).toEqual([eventUid(fitness)]);
  });
});
