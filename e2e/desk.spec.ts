/**
 * The front desk's door, in Chromium against the Auth emulator: a visitor signed out is told it
 * is for staff and how to get access; a member who is not staff is told so and nothing is read
 * for them; the demo staff account `npm start` makes (with the project's own script) gets in,
 * sees its e-mail and signs out; and a member the owner makes staff gets in on the next visit.
 */
import type { Page } from '@playwright/test';
import { emulatorPorts, LOCAL_HOST } from '../scripts/lib/local-emulators';
import { DEMO_STAFF_ACCOUNT } from '../scripts/lib/staff-roles';
import { SUBMISSION_MAX_WAIT_MS } from '../src/components/forms/use-submission';
import { paths } from '../src/content/paths';
import { SAVED_SESSION_PREFIX } from '../src/firebase/saved-session';
import { localizedPath } from '../src/i18n/locales';
import { createAccount } from './support/auth-emulator';
import { chunkFileOf } from './support/chunks';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signIn } from './support/sign-in';
import { makeStaff } from './support/staff-script';

const FIRESTORE_EMULATOR_ORIGIN = `http://${LOCAL_HOST}:${emulatorPorts().firestore}`;

/** The HTTP status of every answer Firestore gives this page. */
function firestoreAnswers(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (isFirestore(response.url())) statuses.push(response.status());
  });
  return statuses;
}

function isFirestore(url: string): boolean {
  return url.startsWith(FIRESTORE_EMULATOR_ORIGIN) || url.includes('firestore.googleapis.com');
}

/** Every request this page makes to Firestore (the emulator here, Google's service in production). */
function firestoreRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isFirestore(request.url())) urls.push(request.url());
  });
  return urls;
}

test('signed out, the desk says it is for staff and how to get access, in each language', async ({ page }) => {
  const texts = {
    en: 'Sign in with a staff account to open the front desk.',
    fr: 'Connectez-vous avec un compte de l’équipe pour ouvrir l’accueil.',
    ar: 'سجّل الدخول بحساب من فريق العمل لفتح مكتب الاستقبال.',
  };
  for (const [code, text] of Object.entries(texts) as [keyof typeof texts, string][]) {
    await gotoHydrated(page, localizedPath(code, paths.desk));
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('main').getByText(/npm run staff -- add/)).toBeVisible();
  }
});

test('a member who is not staff is told so, and the desk reads nothing for them', async ({ page }) => {
  const member = await createAccount();
  await signIn(page, member.email, member.password);
  const requests = firestoreRequests(page);
  await gotoHydrated(page, paths.desk);
  await expect(page.getByText(`You are signed in as ${member.email}, which is not a staff account.`)).toBeVisible();
  await expect(page.getByText(/with the staff role\./)).toHaveCount(0);
  expect(requests).toEqual([]);
});

/**
 * Holds back the download of the desk's query code once the desk asks for it: its reads are then
 * asked for and not yet sent, as on a slow connection. `asked` resolves when the desk has asked.
 */
async function holdDeskQueryCode(page: Page) {
  const queriesCode = chunkFileOf('src/firebase/sdk-firestore-queries.ts');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(
    (url) => url.pathname === `/${queriesCode}`,
    async (route) => {
      markAsked();
      await released;
      // The page that asked may be gone (reloaded): then there is nobody to answer.
      await route.continue().catch(() => undefined);
    },
  );
  return { asked, release };
}

/** Opens the desk as the demo staff account, its reads asked for and their code held back. */
async function openDeskWithReadsWaiting(page: Page) {
  await signIn(page, DEMO_STAFF_ACCOUNT.email, DEMO_STAFF_ACCOUNT.password);
  const queryCode = await holdDeskQueryCode(page);
  await gotoHydrated(page, paths.desk);
  await expect(page.getByText(`Signed in as ${DEMO_STAFF_ACCOUNT.email}, with the staff role.`)).toBeVisible();
  await queryCode.asked;
  return queryCode;
}

function signOutButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Sign out' });
}

function signInLink(page: Page) {
  return page.getByRole('main').getByRole('link', { name: 'Sign in' });
}

test('the demo staff account gets in, sees its e-mail, and signs out to the sign-in link', async ({ page }) => {
  // Sign out while the desk's reads still wait for their code: none of them may then go out signed
  // out (the rules would refuse it, and the console guard would see the 403). The code is released
  // right after the click, when a read sent in the wrong order would meet the ended session.
  const answers = firestoreAnswers(page);
  const queryCode = await openDeskWithReadsWaiting(page);
  await signOutButton(page).click();
  queryCode.release();
  await expect(signInLink(page)).toBeFocused();
  await expect(page.getByText(DEMO_STAFF_ACCOUNT.email)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });
  expect(answers.filter((status) => status !== 200)).toEqual([]);
});

test('at a shared desk, the next person signs in while the last sign-out still waits, and stays signed in', async ({
  page,
}) => {
  const member = await createAccount();
  const queryCode = await openDeskWithReadsWaiting(page);
  await signOutButton(page).click();
  await expect(signInLink(page)).toBeFocused();
  // Whether the staff member's session was still saved when the next person's sign-in went out:
  // had it been, the sign-out still waiting would end the new session.
  const staffSessionSavedAtSignIn: boolean[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/accounts:signInWithPassword'),
    async (route) => {
      staffSessionSavedAtSignIn.push(
        await page.evaluate(
          (prefix) => Object.keys(localStorage).some((key) => key.startsWith(prefix)),
          SAVED_SESSION_PREFIX,
        ),
      );
      await route.continue();
    },
  );
  await signInLink(page).click();
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address', { exact: true }).fill(member.email);
  await main.getByLabel('Password', { exact: true }).fill(member.password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  queryCode.release();
  const memberAccount = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `Account: signed in as ${member.email}` });
  await expect(memberAccount).toBeVisible({ timeout: SUBMISSION_MAX_WAIT_MS });
  expect(staffSessionSavedAtSignIn).toEqual([false]);
  await page.reload();
  await expect(memberAccount).toBeVisible();
});

test('a desk page reloaded while its sign-out still waits comes back signed out', async ({ page }) => {
  const queryCode = await openDeskWithReadsWaiting(page);
  await signOutButton(page).click();
  await expect(signInLink(page)).toBeFocused();
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor();
  await expect(page.getByText('Sign in with a staff account to open the front desk.')).toBeVisible();
  await expect(page.getByText(DEMO_STAFF_ACCOUNT.email)).toHaveCount(0);
  queryCode.release();
});

test('a member the owner makes staff gets in the next time the desk opens, without signing in again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const member = await createAccount();
  await signIn(page, member.email, member.password);
  await gotoHydrated(page, paths.desk);
  await expect(page.getByText(/which is not a staff account/)).toBeVisible();
  await makeStaff(member);
  await page.reload();
  await expect(page.getByText(`Signed in as ${member.email}, with the staff role.`)).toBeVisible();
});
