/**
 * The live timetable from end to end, in Chromium against the Auth and Firestore emulators: a staff member
 * cancels Friday's Karate from the desk; a visitor then sees it on /schedule/friday and
 * /fr/schedule/friday and cannot book a trial for that date (nor can a page that never learnt of
 * it: the rules refuse it, and the form then says why); a member who saved the class sees it
 * in My week and downloads a calendar file that leaves the date out. The parts have their own
 * specs (desk-changes, live-schedule, live-member, live-hours); this one follows one change
 * through all of them, as the gym would.
 *
 * It cancels the next Friday's session, which the public pages' specs also cancel (seeded) while
 * they run: the pages read the same either way, so the specs can run side by side.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import ICAL from 'ical.js';
import { emulatorPorts, LOCAL_HOST } from '../scripts/lib/local-emulators';
import { deskChanges } from '../src/content/desk-changes';
import { liveTimetable } from '../src/content/live-timetable';
import { paths } from '../src/content/paths';
import { DEMO_PROJECT_ID } from '../src/firebase/env-keys';
import {
  TIMETABLE_CHANGE_AUTHORS_COLLECTION,
  TIMETABLE_CHANGES_COLLECTION,
} from '../src/firebase/timetable-changes-query';
import { localizedPath } from '../src/i18n/locales';
import { sessionIdOf } from '../src/timetable/sessions';
import { createAccount, freshEmail } from './support/auth-emulator';
import { waitForSettledDesk } from './support/desk';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { expect, gotoHydrated, test } from './support/fixtures';
import { memberFirestore } from './support/member-firestore';
import { signIn } from './support/sign-in';
import { createStaffAccount } from './support/staff-script';
import { fridayKarate, nextSessionDate, spelledGymDate } from './support/timetable-changes';

const DOCUMENTS = `http://${LOCAL_HOST}:${emulatorPorts().firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
/** The pages' read is bounded at 4 s; the emulator may take a while on a busy machine. */
const changesArrive = { timeout: 15_000 };

/** Removes the changes a staff account posted, and their author records (read past the rules with the emulator's owner token). */
async function removeChangesBy(uid: string) {
  const response = await fetch(`${DOCUMENTS}/${TIMETABLE_CHANGE_AUTHORS_COLLECTION}?pageSize=300`, { headers: OWNER });
  const { documents = [] } = (await response.json()) as {
    documents?: { name: string; fields: { by?: { stringValue?: string } } }[];
  };
  for (const { name } of documents.filter(({ fields }) => fields.by?.stringValue === uid)) {
    const change = name.replace(`/${TIMETABLE_CHANGE_AUTHORS_COLLECTION}/`, '/timetableChanges/');
    for (const path of [change, name]) {
      await fetch(`http://${LOCAL_HOST}:${emulatorPorts().firestore}/v1/${path}`, { method: 'DELETE', headers: OWNER });
    }
  }
}

/** A page of its own (a visitor's browser, no session). */
async function visitorPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('staff cancel Friday’s Karate from the desk; the schedule, the trial form, My week and the calendar follow', async ({
  page,
  browser,
}) => {
  test.slow();
  const friday = nextSessionDate(fridayKarate.id);
  const staff = await createStaffAccount('live-journey');
  try {
    // The desk: one cancellation, posted and confirmed.
    await signIn(page, staff.email, staff.password);
    await gotoHydrated(page, paths.desk);
    await waitForSettledDesk(page);
    const form = page
      .getByRole('region', { name: deskChanges.heading })
      .getByRole('form', { name: deskChanges.form.newHeading });
    await form.getByRole('combobox', { name: 'Class' }).selectOption(fridayKarate.id);
    await form.getByRole('combobox', { name: 'Date' }).selectOption(friday);
    await form.getByRole('button', { name: deskChanges.form.post }).click();
    await expect(form.getByText(deskChanges.form.posted)).toBeVisible(FIRESTORE_ANSWER);

    // A visitor: the Friday timetable says so in English and in French, and the trial form refuses it.
    const visitor = await visitorPage(browser);
    const karateRow = () =>
      visitor.locator('tbody tr').filter({ has: visitor.locator(`a[href*="slot=${fridayKarate.id}"]`) });
    await gotoHydrated(visitor, '/schedule/friday');
    await expect(karateRow().getByText(`Cancelled on ${spelledGymDate(friday, 'en-GB')}`)).toBeVisible(changesArrive);
    await gotoHydrated(visitor, localizedPath('fr', '/schedule/friday'));
    await expect(karateRow().getByText(`Annulé le ${spelledGymDate(friday, 'fr-TN')}`)).toBeVisible(changesArrive);
    await gotoHydrated(visitor, paths.trialForSlot(fridayKarate.id));
    const session = visitor.locator(`input[type="radio"][value="${sessionIdOf(fridayKarate.id, friday)}"]`);
    await expect(session).toBeDisabled(changesArrive);
    await expect(session).toHaveAccessibleDescription(`Cancelled on ${spelledGymDate(friday, 'en-GB')}`);
    await visitor.context().close();

    // A visitor whose page could not read the changes is offered the date, and sends: the rules
    // refuse the request, and the form, reading the changes afresh, says why and keeps the rest.
    const unaware = await visitorPage(browser);
    let changesReads = 0;
    await unaware.route(/:runQuery/, (route) =>
      (route.request().postData() ?? '').includes(TIMETABLE_CHANGES_COLLECTION) && ++changesReads === 1
        ? route.abort('failed')
        : route.continue(),
    );
    await gotoHydrated(unaware, paths.trialForSlot(fridayKarate.id));
    const offered = unaware.locator(`input[type="radio"][value="${sessionIdOf(fridayKarate.id, friday)}"]`);
    await expect(offered).toBeChecked();
    await expect(offered).toBeEnabled();
    await expect.poll(() => changesReads, changesArrive).toBe(1);
    const trialForm = unaware.getByRole('main');
    await trialForm.getByRole('textbox', { name: /Full name/ }).fill('Amira Toolate');
    await trialForm.getByRole('textbox', { name: /Phone number/ }).fill('20 123 456');
    const refusal = unaware.waitForResponse((response) => /documents:commit(\?|$)/.test(response.url()));
    await trialForm.getByRole('button', { name: 'book my free trial' }).click();
    expect((await refusal).status()).toBe(403);
    await expect(trialForm.getByText(liveTimetable.sessionOffError)).toBeVisible(changesArrive);
    await expect(offered).toBeDisabled();
    await expect(trialForm.getByRole('textbox', { name: /Full name/ })).toHaveValue('Amira Toolate');
    await expect(trialForm.getByRole('textbox', { name: /Phone number/ })).toHaveValue('20 123 456');
    await unaware.context().close();

    // A member who saved Friday Karate: My week says so, and the calendar file leaves the date out.
    const memberPage = await visitorPage(browser);
    const member = await createAccount(freshEmail('live-journey-member'));
    await (await memberFirestore(memberPage)).write(`users/${member.uid}`, { savedShows: [fridayKarate.id] });
    await signIn(memberPage, member.email, member.password);
    await gotoHydrated(memberPage, paths.account);
    const karate = memberPage
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: memberPage.getByRole('heading', { name: 'Karate' }) });
    await expect(karate.getByText(`Cancelled on ${spelledGymDate(friday, 'en-GB')}`)).toBeVisible(changesArrive);
    const download = memberPage.waitForEvent('download');
    await karate.getByRole('button', { name: /^Add to calendar: Karate, Friday/ }).click();
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await (await download).path()) ?? '', 'utf8')));
    const excludedDates = (calendar.getFirstSubcomponent('vevent')?.getAllProperties('exdate') ?? []).map((property) =>
      (property.getFirstValue() as ICAL.Time).toString().slice(0, 10),
    );
    expect(excludedDates).toContain(friday);
    await memberPage.context().close();
  } finally {
    await removeChangesBy(staff.uid);
  }
});
