/**
 * A visitor books a free trial from a timetable row, by keyboard alone, against the real Auth
 * and Firestore emulators with the project's rules: the trial page opens with the row's class
 * and next date chosen, the confirmation names the date, and the calendar file holds that one
 * date. A session whose last place is then taken shows as full and cannot be chosen. The
 * limit lives in firestore.rules, so this journey needs the Firestore emulator (README).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { SUBMISSION_MAX_WAIT_MS } from '../src/components/forms/use-submission';
import { TRIAL_PLACES_PER_SESSION } from '../src/content/class-places-facts';
import { paths } from '../src/content/paths';
import { TRIAL_BOOKING_DAYS } from '../src/content/trial-facts';
import { countPath } from '../src/firebase/session-batches';
import { localizedPath } from '../src/i18n/locales';
import { classSlotById } from '../src/timetable/class-slots';
import { upcomingSessions } from '../src/timetable/sessions';
import { expectNoAxeViolations } from './support/axe';
import { deleteEmulatorDocument, writeEmulatorDocument } from './support/firestore-wire';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { layoutShiftOfStart } from './support/layout';

/** Each session's places are counted here, trial places among them (src/timetable/session-count.ts). */
const sessionPath = (sessionId: string) => countPath(sessionId);

/** The slot's next bookable session from now, as the trial page computes it. */
function nextSession(slotId: string) {
  const slot = classSlotById(slotId);
  if (!slot) throw new Error(`No slot ${slotId}`);
  const [session] = upcomingSessions([slot], new Date(), TRIAL_BOOKING_DAYS);
  if (!session) throw new Error(`No session of ${slotId} ahead`);
  return session;
}

/** Presses Tab until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, maxPresses = 120) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test('a visitor books a free trial from a timetable row by keyboard, and gets the confirmation and its calendar file', async ({
  page,
}) => {
  // A keyboard walk through the page is many steps, and the send signs in and writes a batch.
  test.slow();
  const session = nextSession('saturday-1600-yoga');
  // Every repeat of this test books the same session: start it empty.
  await deleteEmulatorDocument(sessionPath(session.sessionId));

  await gotoHydrated(page, paths.scheduleDay('saturday'));
  const trialLink = page.getByRole('link', { name: /^Book a free trial: Yoga, / });
  await tabTo(page, trialLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.trialForSlot(session.slot.id));
  await expect(page.getByRole('heading', { level: 1, name: 'Free Trial Class' })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('combobox', { name: /Class/ })).toHaveValue('Yoga');
  const chosen = main.getByRole('radio', { checked: true });
  await expect(chosen).toHaveValue(session.sessionId);

  await tabTo(page, main.getByRole('textbox', { name: /Full name/ }));
  await page.keyboard.type('Amira Keyboard');
  await tabTo(page, main.getByRole('textbox', { name: /Phone number/ }));
  await page.keyboard.type('20 123 456');
  await tabTo(page, main.getByRole('checkbox', { name: 'This number has WhatsApp' }));
  await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('button', { name: 'book my free trial' }));
  await page.keyboard.press('Enter');

  const heading = main.getByRole('heading', { name: 'Your free trial is requested' });
  // The form's own bound on a send (SUBMISSION_MAX_WAIT_MS) is the longest a visitor waits.
  await expect(heading).toBeFocused({ timeout: SUBMISSION_MAX_WAIT_MS });
  await expect(main.getByText(/confirm your place by WhatsApp/)).toBeVisible();
  await expect(main.getByText('Yoga', { exact: true })).toBeVisible();

  await tabTo(page, main.getByRole('button', { name: 'Add to calendar' }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rivage-gym-free-trial-yoga-${session.date}.ics`);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text).toContain(`DTSTART;TZID=Africa/Tunis:${session.date.replaceAll('-', '')}T160000`);
  expect(text).toContain(`DTEND;TZID=Africa/Tunis:${session.date.replaceAll('-', '')}T170000`);
  expect(text).not.toContain('RRULE');
});

test('the last place of a session is taken, then the date shows full and cannot be chosen', async ({ page }) => {
  // The send signs in anonymously, reads and writes a batch: slow on a busy machine.
  test.slow();
  const session = nextSession('tuesday-1600-crossfit');
  await writeEmulatorDocument(sessionPath(session.sessionId), {
    booked: 0,
    trials: TRIAL_PLACES_PER_SESSION - 1,
    queue: [],
    cause: 'seed',
  });

  await gotoHydrated(page, paths.trialForSlot(session.slot.id));
  const main = page.getByRole('main');
  const choice = main.locator(`input[type="radio"][value="${session.sessionId}"]`);
  await expect(choice).toBeChecked();
  await expect(choice).toBeEnabled();
  await main.getByRole('textbox', { name: /Full name/ }).fill('Amira Lastplace');
  await main.getByRole('textbox', { name: /Phone number/ }).fill('+33 6 12 34 56 78');
  await main.getByRole('button', { name: 'book my free trial' }).click();
  await expect(main.getByRole('heading', { name: 'Your free trial is requested' })).toBeVisible({
    timeout: SUBMISSION_MAX_WAIT_MS,
  });

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(choice).toBeDisabled();
  await expect(choice).not.toBeChecked();
  await expect(main.locator('label', { has: page.locator(`input[value="${session.sessionId}"]`) })).toContainText(
    'full',
  );
  await expect(main.getByRole('radio', { checked: true })).toHaveCount(0);
});

for (const code of ['en', 'fr', 'ar'] as const) {
  test(`${code}: the settled trial form has no axe violations`, async ({ page }) => {
    const session = nextSession('monday-0900-fitness');
    await gotoHydrated(page, localizedPath(code, paths.trialForSlot(session.slot.id)));
    await expect(page.locator(`input[type="radio"][value="${session.sessionId}"]`)).toBeChecked();
    await expectNoAxeViolations(page);
  });
}

/**
 * Until the page starts, the dates' place says they appear once it has loaded; then, with no class
 * chosen, it asks for a class. The two sentences differ in length, and on a phone the name,
 * phone and e-mail fields below are on the first screen.
 */
test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  // The words as a visitor reads them (src/content/*/trial-page.ts; those modules need the app's build).
  const sentences = {
    en: {
      beforeStart: 'The dates of the next two weeks appear once the page has loaded.',
      started: 'Choose a class to see its next dates.',
    },
    fr: {
      beforeStart: 'Les dates des deux prochaines semaines s’affichent une fois la page chargée.',
      started: 'Choisissez un cours pour voir ses prochaines dates.',
    },
    ar: {
      beforeStart: 'تظهر مواعيد الأسبوعين القادمين بعد اكتمال تحميل الصفحة.',
      started: 'اختر حصة لتظهر مواعيدها القادمة.',
    },
  } as const;

  for (const [code, words] of Object.entries(sentences) as [keyof typeof sentences, (typeof sentences)['en']][]) {
    test(`${code}: the trial form does not move as the page starts`, async ({ page }) => {
      const main = page.getByRole('main');
      const shift = await layoutShiftOfStart(page, localizedPath(code, paths.trial), async () => {
        await expect(main.getByText(words.started)).toBeVisible();
        await expect(main.getByText(words.beforeStart)).toBeHidden();
      });
      expect(shift).toBe(0);
    });
  }
});
