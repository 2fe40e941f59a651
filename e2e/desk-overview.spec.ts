/**
 * The desk's overview, in Chromium against the Auth and Firestore emulators: leads seeded past
 * the rules (the emulator's owner token), a staff account made with the owner's script, and
 * the browser's clock set in a month no other spec writes to (March 2019, Tunis), so the
 * month's numbers are exactly the seeded ones however many other leads the run has made. Staff
 * see tomorrow's trial visitors on the roster, the funnel (trial attended counted from the marks)
 * and the trials per class; the numbers come from count aggregations (runAggregationQuery), never
 * from downloading the leads.
 */
import type { Page, Request } from '@playwright/test';
import { firestoreEmulatorRuntime } from '../scripts/lib/firestore-emulator';
import { emulatorPorts, LOCAL_HOST } from '../scripts/lib/local-emulators';
import { DEMO_STAFF_ACCOUNT } from '../scripts/lib/staff-roles';
import { classLabels as arClassLabels } from '../src/content/ar/class-labels';
import { deskOverview as arWords } from '../src/content/ar/desk-overview';
import { classLabels as enClassLabels } from '../src/content/class-labels';
import type { GymClassName } from '../src/content/class-names';
import { deskOverview as enWords } from '../src/content/desk-overview';
import { classLabels as frClassLabels } from '../src/content/fr/class-labels';
import { deskOverview as frWords } from '../src/content/fr/desk-overview';
import { paths } from '../src/content/paths';
import { trainerWords } from '../src/content/trainers-words';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import { type LocaleCode, localizedPath } from '../src/i18n/locales';
import { weekdayLabel } from '../src/lib/weekdays';
import { classSlots } from '../src/timetable/class-slots';
import { GYM_TIME_ZONE } from '../src/timetable/gym-time';
import { instantFromWallClock } from '../src/timetable/zoned-time';
import { expectNoAxeViolations, waitForSettledPage } from './support/axe';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';

const FIRESTORE_EMULATOR_ORIGIN = `http://${LOCAL_HOST}:${emulatorPorts().firestore}`;
const DOCUMENTS = `${FIRESTORE_EMULATOR_ORIGIN}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;

/** Thursday 14 March 2019, 11:00 in Tunis (UTC+1, no summer time since 2009). */
const NOW = new Date('2019-03-14T10:00:00Z');
const tunis = (month: number, day: number, hour: number, minute = 0) =>
  instantFromWallClock({ year: 2019, month, day, hour, minute, second: 0 }, GYM_TIME_ZONE);

/** Tomorrow's session: Friday's first class. */
const fridaySlot = classSlots.find((slot) => slot.day === 'friday');
if (!fridaySlot) throw new Error('The timetable has no Friday class');
const tomorrow = tunis(3, 15, fridaySlot.start.hour, fridaySlot.start.minute);
const tomorrowSessionId = `${fridaySlot.id}_2019-03-15`;

type Fields = Record<string, string | boolean | Date | null>;

const lead = (kind: 'enquiry' | 'trial', status: string, createdAt: Date, extra: Fields): Fields => ({
  kind,
  status,
  createdAt,
  expireAt: new Date(createdAt.getTime() + 180 * 86_400_000),
  locale: 'fr',
  email: '',
  ...extra,
});

const trial = (
  name: string,
  status: string,
  createdAt: Date,
  className: GymClassName,
  start: Date,
  slotId: string,
): Fields =>
  lead('trial', status, createdAt, {
    name,
    phone: '+216 20 555 010',
    whatsapp: true,
    class: className,
    slotId,
    sessionId: `${slotId}_${start.toISOString().slice(0, 10)}`,
    sessionStart: start,
  });

const enquiry = (name: string, status: string, createdAt: Date) =>
  lead('enquiry', status, createdAt, { name, class: null, comment: 'Bonjour' });

/**
 * Fixed ids: seeding again (another repeat, another worker) writes the same documents, so the
 * counts stay those below. Only the 2019 leads exist in March 2019.
 */
const seeded: Record<string, Fields> = {
  'overview-amira': trial('Amira Ben Salah', 'new', tunis(3, 10, 12), fridaySlot.className, tomorrow, fridaySlot.id),
  'overview-walid': trial(
    'Walid Jaziri',
    'contacted',
    tunis(3, 1, 0, 30),
    fridaySlot.className,
    tomorrow,
    fridaySlot.id,
  ),
  // Sonia did not come to her trial, Hedi came (and joined): one trial attended.
  'overview-sonia': {
    ...trial('Sonia Trabelsi', 'trial-booked', tunis(3, 5, 9), 'Yoga', tunis(3, 9, 16), 'saturday-1600-yoga'),
    attendance: 'no-show',
  },
  'overview-hedi': {
    ...trial('Hedi Mansour', 'joined', tunis(3, 6, 9), 'Boxing', tunis(3, 9, 22), 'saturday-2200-boxing'),
    attendance: 'attended',
  },
  'overview-enquiry-contacted': enquiry('Nour', 'contacted', tunis(3, 2, 10)),
  'overview-enquiry-new': enquiry('Rim', 'new', tunis(3, 14, 8)),
  'overview-enquiry-lost': enquiry('Karim', 'lost', tunis(3, 3, 10)),
  // Last month (23:30 on 28 February in Tunis): counted nowhere.
  'overview-february-joined': enquiry('Lina', 'joined', tunis(2, 28, 23, 30)),
  'overview-february-trial': {
    ...trial('Omar', 'joined', tunis(2, 20, 10), 'Yoga', tunis(2, 23, 16), 'saturday-1600-yoga'),
    attendance: 'attended',
  },
};

/** What the month's charts must show for the seeded leads. */
const expectedFunnel = { created: 7, contacted: 4, trialBooked: 2, trialAttended: 1, joined: 1 };
const expectedTrialsPerClass = new Map<GymClassName, number>([
  [fridaySlot.className, 2],
  ['Yoga', 1],
  ['Boxing', 1],
]);
const timetableClasses = [...new Set(classSlots.map((slot) => slot.className))];

function restValue(value: Fields[string]): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  return { stringValue: value };
}

/** Writes the leads past the rules, as the project's owner would (the emulator's owner token). */
async function seedLeads() {
  for (const [id, fields] of Object.entries(seeded)) {
    const response = await fetch(`${DOCUMENTS}/leads/${id}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)])),
      }),
    });
    if (!response.ok) throw new Error(`Seeding leads/${id} failed: ${await response.text()}`);
  }
}

/**
 * The browser's clock is in March 2019, so every read of the current timetable changes (the
 * footer's, and the desk's for its cancelled-trial marks) asks for changes ending after a time
 * long before the server's, which the rules refuse; the page then shows no changes, as it should.
 * Those refusals are the only console messages these tests expect.
 */
const REFUSED_CHANGES_READS = [
  /^Failed to load resource: the server responded with a status of 403 \(Forbidden\)$/,
  /@firebase\/firestore: .*RunQuery.*permission-denied.*"collectionId":"timetableChanges"/,
];

/** The page's queries to Firestore's REST API, with their bodies. */
function firestoreQueries(page: Page) {
  const queries: { kind: 'aggregation' | 'query' | 'other'; body: string }[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith(FIRESTORE_EMULATOR_ORIGIN) && !url.includes('firestore.googleapis.com')) return;
    const kind = url.includes(':runAggregationQuery') ? 'aggregation' : url.includes(':runQuery') ? 'query' : 'other';
    queries.push({ kind, body: request.postData() ?? '' });
  });
  return queries;
}

const words = { en: enWords, fr: frWords, ar: arWords };
const classLabels = { en: enClassLabels, fr: frClassLabels, ar: arClassLabels };

/** The month's two charts: every number in its table, and the bars scaled to them. */
async function expectMonthNumbers(page: Page, code: LocaleCode) {
  const { month } = words[code];
  const funnel = page.getByRole('table', { name: month.funnelTitle });
  for (const [step, count] of Object.entries(expectedFunnel) as [keyof typeof expectedFunnel, number][]) {
    const row = funnel.getByRole('row').filter({ has: page.getByRole('rowheader', { name: month.funnelSteps[step] }) });
    // The counts arrive after the trials list: each waits as long as the desk's own bound.
    await expect(row.getByRole('cell')).toHaveText(String(count), FIRESTORE_ANSWER);
  }
  const perClass = page.getByRole('table', { name: month.classesTitle });
  await expect(perClass.getByRole('row')).toHaveCount(timetableClasses.length + 1);
  for (const className of timetableClasses) {
    const row = perClass
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: classLabels[code][className], exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(String(expectedTrialsPerClass.get(className) ?? 0));
  }
  await expect(page.getByRole('img', { name: new RegExp(`^${month.funnelTitle}`) })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${month.classesTitle}`) })).toBeVisible();
}

/** Bars start at the start side: the left in English and French, the right in Arabic. */
async function expectBarsFromStart(page: Page, code: LocaleCode) {
  const chart = page.getByRole('img', { name: new RegExp(`^${words[code].month.funnelTitle}`) });
  const box = await chart.boundingBox();
  const full = await chart.locator('[data-bar="created"]').boundingBox();
  const half = await chart.locator('[data-bar="contacted"]').boundingBox();
  if (!box || !full || !half) throw new Error('The funnel chart or its bars are not drawn');
  expect(full.width).toBeCloseTo(box.width, 0);
  expect(half.width).toBeCloseTo((box.width * expectedFunnel.contacted) / expectedFunnel.created, 0);
  if (code === 'ar') expect(half.x + half.width).toBeCloseTo(box.x + box.width, 0);
  else expect(half.x).toBeCloseTo(box.x, 0);
}

/** Whether this machine runs the Firestore emulator (scripts/serve-emulators.ts decides the same way). */
const runtime = firestoreEmulatorRuntime();

test.describe('the desk’s overview', () => {
  // A staff account made with the owner's script, a sign-in, the roster's reads, the month's
  // counts and three axe runs: past 90 s on a loaded 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async () => {
    // Counts and queries need a real Firestore: the wire fakes of other specs answer only writes and
    // gets. Where this machine can run the emulator, the global setup has waited until it answers.
    if (!runtime.ok) throw new Error(`The desk overview needs the Firestore emulator: ${JSON.stringify(runtime)}`);
    await seedLeads();
  });

  test('a staff member sees tomorrow’s trial visitors on the roster and the month in numbers, counted by Firestore', async ({
    page,
    consoleGuard,
  }) => {
    for (const log of REFUSED_CHANGES_READS) consoleGuard.allow(log);
    const member = await createStaffAccount('overview');
    await page.clock.setFixedTime(NOW);
    await signIn(page, member.email, member.password);
    const queries = firestoreQueries(page);
    await gotoHydrated(page, paths.desk);

    const trainer = trainerWords[fridaySlot.trainerId as keyof typeof trainerWords].name;
    const session = page.getByRole('region', {
      name: enWords.roster.session({
        day: enWords.roster.tomorrow,
        weekday: weekdayLabel('friday'),
        time: fridaySlot.time,
        className: enClassLabels[fridaySlot.className],
        trainer,
      }),
    });
    const visitor = (name: string, status: string) =>
      `${name}${enWords.roster.phone}: +216 20 555 010 · ${enWords.roster.status}: ${status}`;
    await expect(session.getByRole('listitem')).toHaveText(
      [visitor('Amira Ben Salah', enWords.statuses.new), visitor('Walid Jaziri', enWords.statuses.contacted)],
      FIRESTORE_ANSWER,
    );
    await expect(session.getByText(enWords.roster.noMembers)).toBeVisible();
    // Every class of Thursday and Friday, and no other: the month's other trials were for sessions already past.
    await expect(page.locator('[data-session]')).toHaveCount(
      classSlots.filter((slot) => slot.day === 'thursday' || slot.day === 'friday').length,
    );
    await expect(session).toHaveAttribute('data-session', tomorrowSessionId);
    await expectMonthNumbers(page, 'en');
    await expectBarsFromStart(page, 'en');

    // Every number is a count aggregation; the overview's one list read of leads is the bounded
    // trials query (the inbox, further down, lists its own page of leads by creation).
    const monthCounts = queries.filter((query) => query.kind === 'aggregation' && query.body.includes('createdAt'));
    expect(monthCounts).toHaveLength(5 + timetableClasses.length);
    for (const { body } of monthCounts)
      expect(JSON.parse(body).structuredAggregationQuery.aggregations[0]).toHaveProperty('count');
    const trialLists = queries.filter(
      (query) =>
        query.kind === 'query' &&
        query.body.includes('"collectionId":"leads"') &&
        query.body.includes('"fieldPath":"sessionStart"'),
    );
    expect(trialLists).toHaveLength(1);
    expect(JSON.parse(trialLists[0]?.body ?? '{}').structuredQuery.limit).toBeTruthy();
    expect(queries.filter((query) => query.kind === 'query' && !/"limit"/.test(query.body))).toEqual([]);

    await waitForSettledPage(page);
    await expectNoAxeViolations(page);
  });

  for (const code of ['fr', 'ar'] as const) {
    test(`the overview in ${code}: the same numbers, bars from the start side, axe clean`, async ({
      page,
      consoleGuard,
    }) => {
      for (const log of REFUSED_CHANGES_READS) consoleGuard.allow(log);
      await page.clock.setFixedTime(NOW);
      await signIn(page, DEMO_STAFF_ACCOUNT.email, DEMO_STAFF_ACCOUNT.password);
      await gotoHydrated(page, localizedPath(code, paths.desk));
      const session = page.locator(`[data-session="${tomorrowSessionId}"]`);
      await expect(session.getByRole('heading', { level: 4 })).toContainText(
        words[code].roster.tomorrow,
        FIRESTORE_ANSWER,
      );
      await expect(session.getByRole('listitem')).toHaveCount(2, FIRESTORE_ANSWER);
      await expect(session.getByRole('listitem').first()).toContainText(words[code].statuses.new);
      await expectMonthNumbers(page, code);
      await expectBarsFromStart(page, code);
      await waitForSettledPage(page);
      await expectNoAxeViolations(page);
    });
  }
});
