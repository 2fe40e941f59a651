/**
 * The desk's roster of today's and tomorrow's classes, in Chromium against the Auth and Firestore
 * emulators: a staff account made with the owner's script sees a member's booking and a trial
 * visitor under their session, marks who came, cancels a booking (the first in line moves up, then
 * the place comes back), and corrects a count; axe finds nothing on the roster in English, French
 * and Arabic, and at 360 px it neither scrolls sideways nor offers a target under 44 px.
 *
 * Deterministic whatever the hour it runs. The browser's clock is set to 8:30 on a Tuesday of a
 * past year: today's 9:00 Boxing is within the hour, so the desk offers its marks, and tomorrow's
 * 9:00 Cycling is a day ahead, in its free cancellation, so a cancelled place goes to the first in
 * line. The rules judge by the server's clock, for which every seeded session is long started:
 * marking (allowed from an hour before the start) is always allowed there, so it is the page's
 * clock alone that decides what the desk offers, and tomorrow's session shows when marking opens
 * instead of the marks. (The rules' refusal before that hour is tests/rules/bookings.test.ts's.)
 * Each test, and each repeat of it, has a Tuesday of its own, so parallel workers never share a
 * session, a count or a roster, and a repeat seeds its documents afresh over the last run's.
 * Bookings, places in line, the members' lists of upcoming sessions, counts and the trial request
 * are seeded past the rules (the emulator's owner token), in the shapes the site writes them.
 */
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { firestoreEmulatorRuntime } from '../scripts/lib/firestore-emulator';
import { emulatorPorts, LOCAL_HOST } from '../scripts/lib/local-emulators';
import { DEMO_STAFF_ACCOUNT } from '../scripts/lib/staff-roles';
import { deskOverview as arWords } from '../src/content/ar/desk-overview';
import { deskOverview as enWords } from '../src/content/desk-overview';
import { deskOverview as frWords } from '../src/content/fr/desk-overview';
import { paths } from '../src/content/paths';
import { type LocaleCode, localizedPath } from '../src/i18n/locales';
import { addGymDays, type GymDate, gymInstant } from '../src/timetable/gym-date';
import { type ClassSession, sessionById } from '../src/timetable/sessions';
import { expectNoAxeViolations } from './support/axe';
import { waitForSettledDesk } from './support/desk';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { readEmulatorDocument, writeEmulatorDocument } from './support/firestore-wire';
import { expect, gotoHydrated, test } from './support/fixtures';
import { focusRingOf } from './support/focus-ring';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';

const FIRESTORE_EMULATOR_ORIGIN = `http://${LOCAL_HOST}:${emulatorPorts().firestore}`;
const words = { en: enWords, fr: frWords, ar: arWords };

/** Tuesday 2 January 2018; each test and repeat takes a Tuesday before it, and no other spec writes there. */
const LAST_TUESDAY: GymDate = '2018-01-02';
/** How many tests this file holds: the weeks one repeat takes. */
const TESTS_IN_FILE = 4;

interface Roster {
  now: Date;
  boxing: ClassSession;
  cycling: ClassSession;
  ids: { leila: string; sami: string; samiUid: string; nadia: string; amira: string };
}

function session(id: string): ClassSession {
  const found = sessionById(id);
  if (!found) throw new Error(`The timetable has no session ${id}`);
  return found;
}

/** The Tuesday of this test and repeat, at 8:30 in Tunis, and its two sessions the spec works on. */
function rosterDay(testNumber: number, testInfo: TestInfo): Omit<Roster, 'ids'> {
  const today = addGymDays(LAST_TUESDAY, -7 * (testInfo.repeatEachIndex * TESTS_IN_FILE + testNumber + 1));
  return {
    now: gymInstant(today, { hour: 8, minute: 30 }),
    boxing: session(`tuesday-0900-boxing_${today}`),
    cycling: session(`wednesday-0900-cycling_${addGymDays(today, 1)}`),
  };
}

const booking = (uid: string, name: string, of: ClassSession, status: 'booked' | 'waiting') => ({
  uid,
  name,
  sessionId: of.sessionId,
  sessionStart: of.start,
  status,
  createdAt: new Date(of.start.getTime() - 3 * 86_400_000),
  updatedAt: new Date(of.start.getTime() - 3 * 86_400_000),
});

/**
 * Today's Boxing: Leila booked, Amira coming for a trial. Tomorrow's Cycling: its 12 bikes taken
 * (Sami among them), Nadia first in line. Each member's list of upcoming sessions holds theirs.
 */
async function seedRoster(testNumber: number, testInfo: TestInfo): Promise<Roster> {
  const day = rosterDay(testNumber, testInfo);
  const { boxing, cycling } = day;
  const label = `roster-${boxing.date}`;
  const ids = {
    leila: `${label}-leila`,
    sami: `${label}-sami`,
    samiUid: `${label}-uid-sami`,
    nadia: `${label}-nadia`,
    amira: `${label}-amira`,
  };
  const holding = (bookingId: string, of: ClassSession) => ({
    sessions: { [of.sessionId]: { booking: bookingId, start: of.start } },
    released: '',
  });
  const created = new Date(boxing.start.getTime() - 2 * 86_400_000);
  await Promise.all([
    writeEmulatorDocument(`bookings/${ids.leila}`, booking(`${label}-uid-leila`, 'Leila Haddad', boxing, 'booked')),
    writeEmulatorDocument(`bookings/${ids.sami}`, booking(ids.samiUid, 'Sami Trabelsi', cycling, 'booked')),
    writeEmulatorDocument(`bookings/${ids.nadia}`, booking(`${label}-uid-nadia`, 'Nadia Jaziri', cycling, 'waiting')),
    writeEmulatorDocument(`memberBookings/${label}-uid-leila`, holding(ids.leila, boxing)),
    writeEmulatorDocument(`memberBookings/${ids.samiUid}`, holding(ids.sami, cycling)),
    writeEmulatorDocument(`memberBookings/${label}-uid-nadia`, holding(ids.nadia, cycling)),
    writeEmulatorDocument(`sessions/${boxing.sessionId}`, { booked: 1, trials: 1, queue: [], cause: ids.leila }),
    writeEmulatorDocument(`sessions/${cycling.sessionId}`, {
      booked: 12,
      trials: 0,
      queue: [ids.nadia],
      cause: ids.nadia,
    }),
    writeEmulatorDocument(`leads/${ids.amira}`, {
      kind: 'trial',
      name: 'Amira Ben Salah',
      phone: '+21620555010',
      whatsapp: true,
      email: '',
      class: boxing.slot.className,
      slotId: boxing.slot.id,
      sessionId: boxing.sessionId,
      sessionStart: boxing.start,
      status: 'trial-booked',
      locale: 'fr',
      createdAt: created,
      expireAt: new Date(created.getTime() + 180 * 86_400_000),
    }),
  ]);
  return { ...day, ids };
}

/**
 * The browser's clock is in a past year, so the desk's read of the current timetable changes asks
 * for changes ending after a time long before the server's, which the rules refuse; the roster
 * then shows no change lines, as it should. Those refusals are the only console messages expected.
 */
const REFUSED_CHANGES_READS = [
  /^Failed to load resource: the server responded with a status of 403 \(Forbidden\)$/,
  /@firebase\/firestore: .*RunQuery.*permission-denied.*"collectionId":"timetableChanges"/,
];

/** The page's list queries to Firestore, with their bodies. */
function listQueries(page: Page) {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(FIRESTORE_EMULATOR_ORIGIN) && request.url().includes(':runQuery')) {
      bodies.push(request.postData() ?? '');
    }
  });
  return bodies;
}

async function openRoster(
  page: Page,
  roster: Roster,
  code: LocaleCode,
  account: { email: string; password: string } = DEMO_STAFF_ACCOUNT,
) {
  await page.clock.setFixedTime(roster.now);
  await signIn(page, account.email, account.password);
  await gotoHydrated(page, localizedPath(code, paths.desk));
  // The desk's parts answer one by one, each moving what lies below it: act once all have answered.
  await waitForSettledDesk(page, code);
  const today = page.locator(`[data-session="${roster.boxing.sessionId}"]`);
  await expect(today.getByText('Leila Haddad', { exact: true })).toBeVisible(FIRESTORE_ANSWER);
  return { today, tomorrow: page.locator(`[data-session="${roster.cycling.sessionId}"]`) };
}

const personRow = (region: Locator, name: string) => region.getByRole('listitem').filter({ hasText: name });

/** Waits until the stored document shows what the page wrote. */
async function expectStored(path: string, expected: Record<string, unknown>) {
  await expect
    .poll(async () => {
      const stored = (await readEmulatorDocument(path)) ?? {};
      return Object.fromEntries(Object.keys(expected).map((key) => [key, stored[key]]));
    }, FIRESTORE_ANSWER)
    .toEqual(expected);
}

/** Whether this machine runs the Firestore emulator (scripts/serve-emulators.ts decides the same way). */
const runtime = firestoreEmulatorRuntime();

test.describe('the desk’s roster', () => {
  // A sign-in, a roster, a dozen writes and an axe run: past 30 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ consoleGuard }) => {
    // The roster reads with queries: the wire fakes of other specs answer only writes and gets.
    if (!runtime.ok) throw new Error(`The desk roster needs the Firestore emulator: ${JSON.stringify(runtime)}`);
    for (const log of REFUSED_CHANGES_READS) consoleGuard.allow(log);
  });

  test('staff see who is coming, mark who came, cancel a booking and correct a count', async ({ page }, testInfo) => {
    const roster = await seedRoster(0, testInfo);
    const { ids, cycling } = roster;
    const staff = await createStaffAccount('roster');
    const queries = listQueries(page);
    const { today, tomorrow } = await openRoster(page, roster, 'en', staff);
    const text = enWords.roster;

    await expect(today.getByRole('heading', { level: 4 })).toHaveText(
      'Today, Tuesday 9:00am-10:00am: Boxing with Youssef Gharbi',
    );
    await expect(today.getByText(`${text.placesLeft('18', '20')} · ${text.waitlist('0')}`)).toBeVisible();
    await expect(personRow(today, 'Amira Ben Salah')).toContainText('+21620555010');
    await expect(tomorrow.getByRole('heading', { level: 4 })).toHaveText(
      'Tomorrow, Wednesday 9:00am-10:00am: Cycling with Salma Ben Amor',
    );
    await expect(tomorrow.getByText(`${text.placesLeft('0', '12')} · ${text.waitlist('1')}`)).toBeVisible();
    // The waitlist is a number: only the members with a place are listed.
    await expect(tomorrow.getByRole('listitem')).toHaveText([/^Sami Trabelsi/]);
    // Tomorrow's class is a day away: it says when marking opens, and offers no mark yet.
    await expect(tomorrow.getByText(text.attendance.opensAt('8:00am'))).toBeVisible();
    await expect(tomorrow.getByRole('button', { name: text.attendance.came, exact: true })).toHaveCount(0);
    // The roster's reads: one bounded query for the two days' bookings, one for the trials, one for the counts.
    const bookingQueries = queries.filter((body) => body.includes('"collectionId":"bookings"'));
    expect(bookingQueries).toHaveLength(1);
    // firestore.rules lets staff list at most 200 bookings at once.
    expect(JSON.parse(bookingQueries[0] ?? '{}').structuredQuery.limit).toBe(200);
    expect(queries.filter((body) => body.includes('"collectionId":"sessions"'))).toHaveLength(1);
    expect(queries.filter((body) => !/"limit"/.test(body))).toEqual([]);

    // One tap marks; the other mark undoes it; each is stored.
    const leila = personRow(today, 'Leila Haddad').getByRole('group', { name: text.attendance.label('Leila Haddad') });
    await leila.getByRole('button', { name: text.attendance.came, exact: true }).click();
    await expect(leila.getByRole('button', { name: text.attendance.came, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectStored(`bookings/${ids.leila}`, { attendance: 'attended' });
    await leila.getByRole('button', { name: text.attendance.noShow, exact: true }).click();
    await expectStored(`bookings/${ids.leila}`, { attendance: 'no-show' });
    const amira = personRow(today, 'Amira Ben Salah').getByRole('group', {
      name: text.attendance.label('Amira Ben Salah'),
    });
    await amira.getByRole('button', { name: text.attendance.came, exact: true }).click();
    await expectStored(`leads/${ids.amira}`, { attendance: 'attended', status: 'trial-booked' });

    // Cancel Sami's booking: the first in line moves up into the place.
    const sami = personRow(tomorrow, 'Sami Trabelsi');
    await sami.getByRole('button', { name: text.cancel.button }).click();
    await expect(sami.getByText(text.cancel.confirm('Sami Trabelsi'))).toBeVisible();
    await expect(sami.getByText(text.cancel.movesUp)).toBeVisible();
    await sami.getByRole('button', { name: text.cancel.yes }).click();
    await expect(tomorrow.getByRole('status')).toHaveText(text.cancel.done('Sami Trabelsi'), FIRESTORE_ANSWER);
    await expect(tomorrow.getByRole('listitem')).toHaveText([`Nadia Jaziri${text.movedUp}${text.cancel.button}`]);
    await expect(tomorrow.getByText(`${text.placesLeft('0', '12')} · ${text.waitlist('0')}`)).toBeVisible();
    await expectStored(`bookings/${ids.sami}`, { status: 'cancelled-by-gym' });
    await expectStored(`bookings/${ids.nadia}`, { status: 'booked', promoted: true });
    await expectStored(`sessions/${cycling.sessionId}`, { booked: 12, trials: 0, queue: [] });
    await expectStored(`memberBookings/${ids.samiUid}`, {
      sessions: {},
      released: cycling.sessionId,
    });

    // Cancel Nadia's: nobody waits, so the public count goes down and the place is free.
    const nadia = personRow(tomorrow, 'Nadia Jaziri');
    await nadia.getByRole('button', { name: text.cancel.button }).click();
    await expect(nadia.getByText(text.cancel.frees)).toBeVisible();
    await nadia.getByRole('button', { name: text.cancel.yes }).click();
    await expect(tomorrow.getByText(text.noMembers)).toBeVisible(FIRESTORE_ANSWER);
    await expect(tomorrow.getByText(`${text.placesLeft('1', '12')} · ${text.waitlist('0')}`)).toBeVisible();
    await expectStored(`sessions/${cycling.sessionId}`, { booked: 11, trials: 0, queue: [] });

    // Correct the count: past the class's 12 bikes the form says so and sends nothing; then it saves.
    await tomorrow.getByRole('button', { name: text.correction.open }).click();
    const form = tomorrow.getByRole('form', { name: text.correction.heading });
    const booked = form.getByRole('spinbutton', { name: text.correction.booked });
    await expect(booked).toHaveValue('11');
    await form.getByRole('spinbutton', { name: text.correction.trials }).fill('2');
    await form.getByRole('button', { name: text.correction.save }).click();
    await expect(form.getByText(text.correction.errors.overPlaces('12'))).toBeVisible();
    await expect(booked).toBeFocused();
    await booked.fill('2');
    await form.getByRole('button', { name: text.correction.save }).click();
    await expect(form.getByText(text.correction.saved)).toBeVisible(FIRESTORE_ANSWER);
    await expect(tomorrow.getByText(`${text.placesLeft('8', '12')} · ${text.waitlist('0')}`)).toBeVisible();
    await expectStored(`sessions/${cycling.sessionId}`, { booked: 2, trials: 2, queue: [] });

    // Read afresh, the roster shows what was stored.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await waitForSettledDesk(page);
    const leilaAgain = personRow(today, 'Leila Haddad');
    await expect(leilaAgain.getByRole('button', { name: text.attendance.noShow, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
      FIRESTORE_ANSWER,
    );
    await expect(
      personRow(today, 'Amira Ben Salah').getByRole('button', { name: text.attendance.came, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(tomorrow.getByText(`${text.placesLeft('8', '12')} · ${text.waitlist('0')}`)).toBeVisible();

    await expectNoAxeViolations(page);
  });

  for (const [testNumber, code] of [
    [1, 'en'],
    [2, 'fr'],
    [3, 'ar'],
  ] as const) {
    test(`${code} at 360 px: no sideways scroll, targets of 44 px or more, focus seen, axe clean`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 360, height: 800 });
      const roster = await seedRoster(testNumber, testInfo);
      const { today, tomorrow } = await openRoster(page, roster, code);
      const text = words[code].roster;
      await expect(today.getByText(`${text.placesLeft('18', '20')} · ${text.waitlist('0')}`)).toBeVisible();
      await expect(tomorrow.getByText(text.attendance.opensAt(code === 'en' ? '8:00am' : '08:00'))).toBeVisible();
      // The widest states: a cancellation asking, the correction form open.
      await personRow(tomorrow, 'Sami Trabelsi').getByRole('button', { name: text.cancel.button }).click();
      await tomorrow.getByRole('button', { name: text.correction.open }).click();
      await expect(tomorrow.getByRole('form', { name: text.correction.heading })).toBeVisible();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'sideways scroll (px)').toBeLessThanOrEqual(0);
      const roster360 = page.getByRole('region', { name: text.heading });
      for (const control of await roster360.getByRole('button').all()) {
        const box = await control.boundingBox();
        if (!box) throw new Error(`${await control.textContent()} is not laid out`);
        expect(box.height, `${await control.textContent()}: height`).toBeGreaterThanOrEqual(44);
        expect(box.width, `${await control.textContent()}: width`).toBeGreaterThanOrEqual(44);
      }

      // Came, then No-show, from the start side: right to left in Arabic.
      const leila = personRow(today, 'Leila Haddad');
      const came = leila.getByRole('button', { name: text.attendance.came, exact: true });
      const noShow = leila.getByRole('button', { name: text.attendance.noShow, exact: true });
      const [cameBox, noShowBox] = [await came.boundingBox(), await noShow.boundingBox()];
      if (!cameBox || !noShowBox) throw new Error('the marks are not laid out');
      if (code === 'ar') expect(cameBox.x).toBeGreaterThan(noShowBox.x);
      else expect(cameBox.x).toBeLessThan(noShowBox.x);

      // Reached by the keyboard, the mark shows the site's ring.
      await noShow.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(came).toBeFocused();
      const ring = await focusRingOf(came);
      expect(ring.outlineStyle).toBe('solid');
      expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);

      await expectNoAxeViolations(page);
    });
  }
});
