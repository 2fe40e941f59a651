/**
 * firestore.rules cannot import, so it repeats a few facts the site keeps in TypeScript.
 * This test (which runs everywhere, unlike the rules tests that need the emulator) fails as
 * soon as the two drift apart. A test rather than generating the rules: the file stays the
 * plain, readable one the owner deploys and reviews in the Firebase console.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_OPENS_HOURS,
  BOOKING_CLOSES_MINUTES,
  BOOKING_OPENS_DAYS,
  FREE_CANCELLATION_HOURS,
  MAX_UPCOMING_BOOKINGS,
  WAITLIST_MAX_LENGTH,
} from '@/content/booking-facts';
import type { GymClassName } from '@/content/class-names';
import { gymClassNames } from '@/content/class-names';
import { classPlaces, DEFAULT_CLASS_PLACES, placesOf, TRIAL_PLACES_PER_SESSION } from '@/content/class-places-facts';
import { TRIAL_BOOKING_DAYS } from '@/content/trial-facts';
import { EXPIRY_TOLERANCE_HOURS, LEAD_RETENTION_DAYS } from '@/firebase/lead-expiry';
import { ENQUIRY_LIMITS, PUBLIC_WRITER_PROVIDERS, PUBLIC_WRITES_PER_HOUR } from '@/firebase/lead-limits';
import { LEAD_NOTE_MAX_LENGTH, LEAD_STATUSES } from '@/firebase/lead-statuses';
import { STAFF_CLAIM, STAFF_COLLECTION } from '@/firebase/staff-role';
import { TIMETABLE_CHANGE_AUTHORS_COLLECTION } from '@/firebase/timetable-changes-query';
import { DEFAULT_TRIAL_REQUESTS_PER_DAY, MAX_TRIAL_REQUESTS_PER_DAY, TRIAL_DAY_DOCUMENT } from '@/firebase/trial-day';
import { localeCodes } from '@/i18n/locales';
import { BLANK_CHARACTER_CLASS, CONTROL_CHARACTER_CLASS, DIRECTION_CONTROL_CLASS, toRe2 } from '@/lib/blank-text';
import { EMAIL_PATTERN_SOURCE } from '@/lib/email-address';
import { PHONE_PATTERN_SOURCE } from '@/lib/phone-number';
import { slugify } from '@/lib/slug';
import { weekdays } from '@/lib/weekdays';
import { ATTENDANCE_MARKS, ENDED_STATUSES, HOLDING_STATUSES, MEMBER_NAME_MAX_LENGTH } from '@/timetable/booking-record';
import { classSlots, MAX_SAVED_SLOTS } from '@/timetable/class-slots';
import { GYM_DATE_PATTERN, GYM_TIME_PATTERN } from '@/timetable/gym-date';
import { GYM_TIME_ZONE, GYM_UTC_OFFSET_MINUTES } from '@/timetable/gym-time';
import {
  CHANGE_FIELDS,
  CHANGE_MAX_DAYS_AHEAD,
  CHANGE_NOTE_MAX_LENGTH,
  CHANGE_RECORD_FIELDS,
  changeTrainerIds,
  LEGACY_AUTHOR_FIELD,
} from '@/timetable/timetable-changes';
import { wallClockIn } from '@/timetable/zoned-time';

const rules = readFileSync('firestore.rules', 'utf8');

/** A rules string literal holding `text`: the rules language reads `\\` as one backslash. */
const rulesString = (text: string) => `'${text.replaceAll('\\', '\\\\')}'`;

/** The quoted strings of the first `[ … ]` list that follows `opening` in the rules. */
function rulesList(opening: RegExp): string[] | undefined {
  const list = new RegExp(`${opening.source}\\[([^\\]]*)\\]`).exec(rules)?.[1];
  return list === undefined ? undefined : [...list.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

/** The quoted `'key': 'value'` or `'key': number` pairs of the map the function `name` returns. */
function rulesMap(name: string): [string, string][] | undefined {
  const body = new RegExp(`function ${name}\\(\\) \\{\\s*return \\{([^}]*)\\};`).exec(rules)?.[1];
  return body === undefined
    ? undefined
    : [...body.matchAll(/'([^']*)': '?([^',\s]*(?: [^',\s]+)*)'?/g)].map((match) => [match[1] ?? '', match[2] ?? '']);
}

describe('firestore.rules repeats the site’s own rules exactly', () => {
  it('checks the e-mail with EMAIL_PATTERN_SOURCE', () => {
    expect(rules).toContain(`data.email.matches(${rulesString(EMAIL_PATTERN_SOURCE)})`);
  });

  it('knows staff by STAFF_CLAIM with a verified e-mail and a record in STAFF_COLLECTION, as `npm run staff` sets them and the desk reads them', () => {
    expect(rules).toContain(`&& request.auth.token.${STAFF_CLAIM} == true\n`);
    expect(rules).toContain('&& request.auth.token.email_verified == true\n');
    expect(rules).toContain(`&& exists(/databases/$(database)/documents/${STAFF_COLLECTION}/$(request.auth.uid));`);
    expect(rules).toContain(`match /${STAFF_COLLECTION}/{uid} {\n      allow get: if isOwner(uid);\n    }`);
  });

  it('counts blank text with BLANK_CHARACTER_CLASS', () => {
    expect(rules).toContain(`value.replace(${rulesString(toRe2(BLANK_CHARACTER_CLASS))}, '').size() > 0`);
  });

  it('refuses direction controls in names with DIRECTION_CONTROL_CLASS', () => {
    expect(rules).toContain(`value.replace(${rulesString(toRe2(DIRECTION_CONTROL_CLASS))}, '').size() == value.size()`);
    expect(rules).toContain('&& hasNoDirectionControls(data.name)\n');
  });

  it('refuses line breaks and other control characters in names with CONTROL_CHARACTER_CLASS, for every kind of lead', () => {
    expect(rules).toContain(`value.replace(${rulesString(toRe2(CONTROL_CHARACTER_CLASS))}, '').size() == value.size()`);
    expect(rules.match(/&& hasNoControlCharacters\(data\.name\)\n/g)).toHaveLength(2);
  });

  it('limits each enquiry field to ENQUIRY_LIMITS', () => {
    expect(rules).toContain(`isText(data.name, 1, ${ENQUIRY_LIMITS.name})`);
    expect(rules).toContain(`isText(data.email, 3, ${ENQUIRY_LIMITS.email})`);
    expect(rules).toContain(`isText(data.comment, 0, ${ENQUIRY_LIMITS.comment})`);
  });

  it('accepts as a class exactly the site’s classes', () => {
    expect(rulesList(/data\['class'\] in /), 'the class list in firestore.rules').toEqual([...gymClassNames]);
  });

  it('accepts as a lead’s language exactly the site’s languages, for every kind of lead', () => {
    const lists = [...rules.matchAll(/data\.locale in \[([^\]]*)\]/g)].map((match) =>
      [...(match[1] ?? '').matchAll(/'([^']*)'/g)].map((quoted) => quoted[1]),
    );
    expect(lists, 'the language lists in firestore.rules').toEqual([[...localeCodes], [...localeCodes]]);
  });

  it('checks a trial request’s phone with PHONE_PATTERN_SOURCE', () => {
    expect(rules).toContain(`data.phone.matches(${rulesString(PHONE_PATTERN_SOURCE)})\n`);
  });

  it('takes TRIAL_PLACES_PER_SESSION trial visitors a session', () => {
    expect(rules).toContain(`&& data.trials <= ${TRIAL_PLACES_PER_SESSION}\n`);
  });

  it('gives each class its places: classPlaces, else DEFAULT_CLASS_PLACES', () => {
    const limited = Object.entries(classPlaces);
    // One class with a room of its own today; the rule below is written for exactly that.
    expect(limited).toHaveLength(1);
    const [[className, places]] = limited as [[GymClassName, number]];
    expect(rules).toContain(
      `return sessionId.matches('[a-z]+-[0-9]{4}-${slugify(className)}_.+') ? ${places} : ${DEFAULT_CLASS_PLACES};`,
    );
    for (const slot of classSlots) {
      const matches = new RegExp(`^[a-z]+-[0-9]{4}-${slugify(className)}_.+$`).test(`${slot.id}_2026-11-30`);
      expect(matches ? places : DEFAULT_CLASS_PLACES, slot.id).toBe(placesOf(slot.className));
    }
  });

  it('reads a session’s start from its slot id: each id carries its slot’s start', () => {
    for (const slot of classSlots) {
      const hhmm = slot.id.split('-')[1] ?? '';
      expect(Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4)), slot.id).toBe(
        slot.start.hour * 60 + slot.start.minute,
      );
    }
    expect(rules).toContain(`+ duration.value(int(hhmm[0:2]) * 60 + int(hhmm[2:4]) - ${GYM_UTC_OFFSET_MINUTES}, 'm');`);
  });

  // The rules have no time zones: a session's start is its Tunis wall clock less this offset.
  it('keeps GYM_UTC_OFFSET_MINUTES as Intl knows Africa/Tunis, every day of the next two years', () => {
    const day = 24 * 60 * 60 * 1000;
    for (let time = Date.now(); time < Date.now() + 2 * 366 * day; time += day) {
      const wall = wallClockIn(new Date(time), GYM_TIME_ZONE);
      const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
      expect(Math.round((asUtc - time) / 60_000), new Date(time).toISOString()).toBe(GYM_UTC_OFFSET_MINUTES);
    }
  });

  it('opens booking BOOKING_OPENS_DAYS ahead and closes it BOOKING_CLOSES_MINUTES before the start', () => {
    expect(rules).toContain(`request.time >= data.sessionStart - duration.value(${BOOKING_OPENS_DAYS}, 'd')\n`);
    expect(rules).toContain(`request.time <= data.sessionStart - duration.value(${BOOKING_CLOSES_MINUTES}, 'm')\n`);
  });

  it('ends the free cancellation FREE_CANCELLATION_HOURS before the start', () => {
    expect(rules).toContain(`return sessionStartOf(sessionId) - duration.value(${FREE_CANCELLATION_HOURS}, 'h');`);
  });

  it('lets staff mark who came from ATTENDANCE_OPENS_HOURS before the start', () => {
    expect(rules).toContain(
      `request.time >= resource.data.sessionStart - duration.value(${ATTENDANCE_OPENS_HOURS}, 'h')\n`,
    );
  });

  it('holds MAX_UPCOMING_BOOKINGS a member, WAITLIST_MAX_LENGTH a waitlist', () => {
    expect(rules).toContain(`&& data.sessions.size() <= ${MAX_UPCOMING_BOOKINGS}\n`);
    expect(rules).toContain(`&& data.queue.size() <= ${WAITLIST_MAX_LENGTH}\n`);
  });

  it('takes a member’s name of up to MEMBER_NAME_MAX_LENGTH, and exactly the booking statuses and attendance marks', () => {
    expect(rules).toContain(`return isText(value, 1, ${MEMBER_NAME_MAX_LENGTH})\n`);
    const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
    expect(rules).toContain(`data.status in [${quoted(HOLDING_STATUSES)}]`);
    expect(rules).toContain(
      `getAfter(bookingPath(bookingId)).data.status in [${quoted(['cancelled', 'late-cancelled', 'cancelled-by-gym'])}]`,
    );
    expect(ENDED_STATUSES).toEqual(['cancelled', 'late-cancelled', 'left', 'cancelled-by-gym']);
    expect(rules).toContain(`request.resource.data.attendance in [${quoted(ATTENDANCE_MARKS)}]`);
  });

  // TRIAL_BOOKING_DAYS, and a day more for a visitor's clock.
  it('books trials up to TRIAL_BOOKING_DAYS ahead', () => {
    expect(rules).toContain(`data.sessionStart < request.time + duration.value(${TRIAL_BOOKING_DAYS + 1}, 'd')\n`);
  });

  it('knows each timetable slot with its class, for trial requests', () => {
    expect(rulesMap('slotClasses'), 'the slots in firestore.rules').toEqual(
      classSlots.map((slot) => [slot.id, slot.className]),
    );
  });

  it('numbers the weekdays as dayOfWeek() does, Monday first', () => {
    expect(rulesMap('weekdayNumbers'), 'the weekdays in firestore.rules').toEqual(
      weekdays.map((day, index) => [day, String(index + 1)]),
    );
  });

  it('lets staff set exactly LEAD_STATUSES, and a note of up to LEAD_NOTE_MAX_LENGTH', () => {
    expect(rulesList(/request\.resource\.data\.status in /), 'the statuses in firestore.rules').toEqual([
      ...LEAD_STATUSES,
    ]);
    expect(rules).toContain(`isText(request.resource.data.note, 0, ${LEAD_NOTE_MAX_LENGTH})`);
  });

  it('takes public writes from the PUBLIC_WRITER_PROVIDERS alone', () => {
    expect(
      rulesList(/request\.auth\.token\.firebase\.sign_in_provider in /),
      'the providers in firestore.rules',
    ).toEqual([...PUBLIC_WRITER_PROVIDERS]);
  });

  it('caps trial requests a day in TRIAL_DAY_DOCUMENT: DEFAULT_TRIAL_REQUESTS_PER_DAY until staff set up to MAX_TRIAL_REQUESTS_PER_DAY, by the gym’s day', () => {
    expect(rules).toContain(`/databases/$(database)/documents/${TRIAL_DAY_DOCUMENT};`);
    expect(rules).toContain(`limitId == '${TRIAL_DAY_DOCUMENT.split('/')[1]}'`);
    expect(rules).toContain(`countsTrial({'limit': ${DEFAULT_TRIAL_REQUESTS_PER_DAY}, 'day': '', 'count': 0}`);
    expect(rules).toContain(`data.limit <= ${MAX_TRIAL_REQUESTS_PER_DAY}\n`);
    expect(rules).toContain(`let now = request.time + duration.value(${GYM_UTC_OFFSET_MINUTES}, 'm');`);
  });

  it('limits each client to PUBLIC_WRITES_PER_HOUR leads an hour', () => {
    expect(rules).toContain(`request.resource.data.count <= ${PUBLIC_WRITES_PER_HOUR}\n`);
  });

  // The privacy policy's months (privacyFacts.enquiryRetentionMonths) as the rules' days.
  it('keeps leads for LEAD_RETENTION_DAYS, expireAt at most EXPIRY_TOLERANCE_HOURS short of it', () => {
    expect(rules).toContain(`data.expireAt <= request.time + duration.value(${LEAD_RETENTION_DAYS}, 'd')\n`);
    expect(rules).toContain(
      `data.expireAt >= request.time + duration.value(${LEAD_RETENTION_DAYS}, 'd') - duration.value(${EXPIRY_TOLERANCE_HOURS}, 'h');`,
    );
  });

  // A slot missing from the rules could not be saved; an id left in them after the timetable
  // dropped it would let members keep a class that no longer exists.
  it('accepts as saved classes exactly the timetable’s slot ids', () => {
    expect(rulesList(/function classSlotIds\(\) \{\s*return /), 'the slot ids in firestore.rules').toEqual(
      classSlots.map((slot) => slot.id),
    );
    expect(rules).toContain('request.resource.data.savedShows.hasOnly(classSlotIds())\n');
  });

  it('limits savedShows to MAX_SAVED_SLOTS', () => {
    expect(rules).toContain(`request.resource.data.savedShows.size() <= ${MAX_SAVED_SLOTS}\n`);
  });
});

/** A list as the rules write it: ['a', 'b']. */
const rulesListText = (items: readonly string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;

// The live timetable: each kind's fields, the note, the dates and how far ahead.
describe('firestore.rules repeats the timetable changes’ shapes exactly', () => {
  it('requires exactly CHANGE_FIELDS for each kind, and CHANGE_RECORD_FIELDS plus an optional note', () => {
    for (const fields of Object.values(CHANGE_FIELDS)) {
      expect(rules).toContain(`isChangeRecord(data, ${rulesListText(fields)})`);
    }
    expect(rules).toContain(`data.keys().hasAll(fields.concat(${rulesListText(CHANGE_RECORD_FIELDS)}))`);
    expect(rules).toContain(`data.keys().hasOnly(fields.concat(${rulesListText([...CHANGE_RECORD_FIELDS, 'note'])}))`);
  });

  it('keeps the author out of the change, in TIMETABLE_CHANGE_AUTHORS_COLLECTION written in the same batch', () => {
    expect(CHANGE_RECORD_FIELDS).not.toContain(LEGACY_AUTHOR_FIELD);
    expect(rules).toContain(`match /${TIMETABLE_CHANGE_AUTHORS_COLLECTION}/{changeId} {`);
    expect(rules).toContain(`/databases/$(database)/documents/${TIMETABLE_CHANGE_AUTHORS_COLLECTION}/$(changeId)`);
  });

  it('reads dates and times with GYM_DATE_PATTERN and GYM_TIME_PATTERN', () => {
    expect(rules).toContain(`value.matches(${rulesString(GYM_DATE_PATTERN)})`);
    expect(rules).toContain(`value.matches(${rulesString(GYM_TIME_PATTERN)})`);
  });

  it('names a date’s weekday as the slot ids do, Monday first', () => {
    expect(rulesList(/data\.slotId\.split\('-'\)\[0\] == /), 'the weekdays in firestore.rules').toEqual([...weekdays]);
  });

  it('accepts as a substitute exactly the gym’s coaches', () => {
    expect(rulesList(/data\.trainerId in /), 'the coaches in firestore.rules').toEqual([...changeTrainerIds]);
  });

  it('limits a note to CHANGE_NOTE_MAX_LENGTH, in the site’s languages', () => {
    expect(rules).toContain(`isText(note.text, 1, ${CHANGE_NOTE_MAX_LENGTH})`);
    expect(rulesList(/note\.locale in /), 'the note languages in firestore.rules').toEqual([...localeCodes]);
  });

  it('takes changes up to CHANGE_MAX_DAYS_AHEAD days ahead: endsAt by the end of that day', () => {
    expect(rules).toContain(`data.endsAt <= request.time + duration.value(${CHANGE_MAX_DAYS_AHEAD + 1}, 'd');`);
  });
});
