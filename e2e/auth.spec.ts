import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { FIREBASE_REQUEST_TIMEOUT_MS } from '../src/firebase/with-timeout';
import {
  BAD_REQUEST_LOG,
  createAccount,
  cutOffAuth,
  FAILED_REQUEST_LOG,
  freshEmail,
  nextSignUpAnswer,
  passwordResetCodesFor,
  stallAuth,
  TEST_PASSWORD,
} from './support/auth-emulator';
import { expectNoAxeViolations } from './support/axe';
import {
  FIRESTORE_UNREACHABLE_LOGS,
  isFirestoreEmulatorUp,
  readEmulatorDocument,
  watchFirestoreCommits,
} from './support/firestore-wire';
import { ensureScrollRoom, expect, gotoHydrated, test, viewports } from './support/fixtures';

const HOME_HEADING = 'make your body fit & perfect';

function accountForm(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByLabel('E-mail address', { exact: true }),
    password: main.getByLabel('Password', { exact: true }),
    signIn: main.getByRole('button', { name: 'Sign in' }),
    createAccount: main.getByRole('button', { name: 'Create account' }),
    alert: main.getByRole('alert'),
  };
}

async function signInThroughPage(page: Page, email: string, password: string) {
  await gotoHydrated(page, paths.signIn);
  const form = accountForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.signIn.click();
}

function accountButton(page: Page, email: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: `Account: signed in as ${email}` });
}

function signUpLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up or sign in' });
}

test.describe('sign up', () => {
  test('a fresh address creates the account and its users document, then lands signed in on /#home at the top', async ({
    page,
  }) => {
    const emulator = await isFirestoreEmulatorUp();
    const firestore = await watchFirestoreCommits(page, emulator ? 'emulator' : 'firestore');
    const email = freshEmail('signup');
    await gotoHydrated(page, paths.signUp);
    const form = accountForm(page);
    await form.email.fill(email);
    await form.password.fill(TEST_PASSWORD);
    const account = nextSignUpAnswer(page);
    const commit = firestore.next();
    await form.createAccount.click();

    const { uid, idToken } = await account;
    const { writes, authorization } = await commit;
    expect(writes).toEqual([{ path: `users/${uid}`, fields: { savedShows: [] }, serverValues: {}, createOnly: false }]);
    expect(authorization).toBe(`Bearer ${idToken}`);
    if (emulator) {
      await expect
        .poll(() => readEmulatorDocument(`users/${uid}`), { timeout: FIREBASE_REQUEST_TIMEOUT_MS })
        .toEqual({ savedShows: [] });
    }

    await expect(page).toHaveURL(/\/#home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(accountButton(page, email)).toBeVisible();
    expect(firestore.commits).toHaveLength(1);
  });

  test('when the users document cannot be written, the account still exists and the visitor still lands home', async ({
    page,
    consoleGuard,
  }) => {
    for (const log of FIRESTORE_UNREACHABLE_LOGS) consoleGuard.allow(log);
    consoleGuard.allow(/^Could not create the users document of the new account \S+: FirebaseError/);
    await watchFirestoreCommits(page, 'unreachable');
    const email = freshEmail('signup-no-doc');
    await gotoHydrated(page, paths.signUp);
    const form = accountForm(page);
    await form.email.fill(email);
    await form.password.fill(TEST_PASSWORD);
    await form.createAccount.click();

    await expect(page).toHaveURL(/\/#home$/);
    await expect(accountButton(page, email)).toBeVisible();
  });

  test('an address that already has an account says so and links to sign in with it', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(BAD_REQUEST_LOG);
    const { email } = await createAccount();
    await gotoHydrated(page, paths.signUp);
    const form = accountForm(page);
    await form.email.fill(email);
    await form.password.fill(TEST_PASSWORD);
    await form.createAccount.click();

    await expect(form.alert).toHaveText('An account with this e-mail address already exists. Sign in instead');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toBeFocused();
    await form.alert.getByRole('link', { name: 'Sign in instead' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(accountForm(page).email).toHaveValue(email);
  });

  // 8, as NIST SP 800-63B asks: the site's own rule, since the Auth emulator (like Firebase's
  // default policy) would accept 6.
  test('a password under 8 characters is refused on its field before the service is asked; 8 are enough', async ({
    page,
  }) => {
    await gotoHydrated(page, paths.signUp);
    const signUpRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/accounts:signUp')) signUpRequests.push(request.url());
    });
    const form = accountForm(page);
    const email = freshEmail('short');
    await form.email.fill(email);
    await form.password.fill('rivage7');
    await form.createAccount.click();

    await expect(form.alert).toHaveText('That password is too short. Choose a password of at least 8 characters.');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(form.password).toBeFocused();
    await expect(form.password).toHaveValue('rivage7');
    expect(signUpRequests).toEqual([]);

    await form.password.fill('rivage88');
    const account = nextSignUpAnswer(page);
    await form.createAccount.click();
    await account;
    await expect(page).toHaveURL(/\/#home$/);
    await expect(accountButton(page, email)).toBeVisible();
  });

  test('a malformed address gets its message, on the e-mail field', async ({ page, consoleGuard }) => {
    consoleGuard.allow(BAD_REQUEST_LOG);
    await gotoHydrated(page, paths.signUp);
    const form = accountForm(page);
    await form.email.fill('member.example.tn');
    await form.password.fill(TEST_PASSWORD);
    await form.createAccount.click();

    await expect(form.alert).toHaveText(
      "That doesn't look like an e-mail address. Check it: it should look like name@example.com.",
    );
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveValue('member.example.tn');
  });
});

test.describe('sign in and out', () => {
  test('signing in lands on the home page at scroll 0; signing out in the navbar stays on the page', async ({
    page,
  }) => {
    const { email } = await createAccount();
    await gotoHydrated(page, paths.signIn);
    const form = accountForm(page);
    await form.email.fill(email);
    await form.password.fill(TEST_PASSWORD);
    await ensureScrollRoom(page, 400);
    await page.evaluate(() => window.scrollTo(0, 200));
    await form.password.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const account = accountButton(page, email);
    await account.click();
    const menu = page.locator(`[id="${await account.getAttribute('aria-controls')}"]`);
    await expect(menu).toContainText(email);
    await expect(menu.getByRole('link', { name: 'My week' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();

    await page.keyboard.press('Enter');
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(signUpLink(page)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(signUpLink(page)).toBeVisible();
  });

  test('the session survives a reload and shows on every page', async ({ page }) => {
    const { email } = await createAccount();
    await signInThroughPage(page, email, TEST_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await gotoHydrated(page, paths.pricing);
    await expect(accountButton(page, email)).toBeVisible();
  });

  test('a wrong password shows "Wrong email or password" and keeps what was typed', async ({ page, consoleGuard }) => {
    consoleGuard.allow(BAD_REQUEST_LOG);
    const { email } = await createAccount();
    await signInThroughPage(page, email, 'not-the-password');
    const form = accountForm(page);
    await expect(form.alert).toHaveText('Wrong email or password');
    await expect(form.email).toHaveValue(email);
    await expect(form.password).toHaveValue('not-the-password');
    await expect(form.password).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an address without an account gets the very same message', async ({ page, consoleGuard }) => {
    consoleGuard.allow(BAD_REQUEST_LOG);
    await signInThroughPage(page, freshEmail('stranger'), TEST_PASSWORD);
    await expect(accountForm(page).alert).toHaveText('Wrong email or password');
  });

  test('when the account service cannot be reached, the page says so and nothing breaks', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(FAILED_REQUEST_LOG);
    await cutOffAuth(page);
    await signInThroughPage(page, freshEmail('offline'), TEST_PASSWORD);
    const form = accountForm(page);
    await expect(form.alert).toHaveText(
      "We can't reach the account service. Check your internet connection, then try again.",
    );
    await expect(form.signIn).toBeEnabled();
    await expect(form.signIn).not.toHaveAttribute('aria-disabled');
  });

  test('a signed-in visitor opening the account pages is told who they are and can sign out there', async ({
    page,
  }) => {
    const { email } = await createAccount();
    await signInThroughPage(page, email, TEST_PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    for (const path of [paths.signUp, paths.signIn]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole('main')).toContainText(`You are signed in as ${email}.`);
      await expect(accountForm(page).password).toHaveCount(0);
    }
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(accountForm(page).email).toBeFocused();
    await expect(signUpLink(page)).toBeVisible();
  });
});

test.describe('an account service that never answers', () => {
  // A sign-up sent may still create the account after the form gave up: it says so.
  for (const { path, submit, busy, message } of [
    {
      path: paths.signIn,
      submit: 'Sign in',
      busy: 'Signing in…',
      message: 'Accounts are not available right now. Please try again later.',
    },
    {
      path: paths.signUp,
      submit: 'Create account',
      busy: 'Creating your account…',
      message:
        'This is taking too long. Your account may still have been created: try signing in with this e-mail address and password before trying again.',
    },
  ]) {
    test(`${path}: gives up after 15 s, says so and keeps what was typed`, async ({ page }) => {
      // The page's clock, not the test's: 15 s pass in an instant once the request is out.
      await page.clock.install();
      await stallAuth(page);
      const email = freshEmail('stalled');
      await gotoHydrated(page, path);
      const form = accountForm(page);
      await form.email.fill(email);
      await form.password.fill(TEST_PASSWORD);
      const request = page.waitForRequest(/identitytoolkit\.googleapis\.com/);
      await page.getByRole('main').getByRole('button', { name: submit }).click();
      await request;
      await expect(page.getByRole('main').getByRole('button', { name: busy })).toBeVisible();

      await page.clock.runFor(FIREBASE_REQUEST_TIMEOUT_MS);
      await expect(form.alert).toHaveText(message);
      await expect(page.getByRole('main').getByRole('button', { name: submit })).not.toHaveAttribute('aria-disabled');
      await expect(form.email).toHaveValue(email);
      await expect(form.password).toHaveValue(TEST_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test.describe('forgot password', () => {
  test('answers the same for an account and for a stranger; only the account gets a reset e-mail', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(BAD_REQUEST_LOG);
    const { email } = await createAccount();
    const stranger = freshEmail('stranger');
    await gotoHydrated(page, paths.signIn);
    await accountForm(page).email.fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const resetField = page.getByLabel('E-mail address for the reset link');
    await expect(resetField).toBeFocused();
    await expect(resetField).toHaveValue(email);

    const answerFor = (address: string) =>
      `If an account exists for ${address}, we have sent it a link to choose a new password. Check your inbox, and your spam folder too.`;
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account' })).toHaveText(answerFor(email));
    expect(await passwordResetCodesFor(email)).toHaveLength(1);

    await resetField.fill(stranger);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If an account' })).toHaveText(answerFor(stranger));
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await passwordResetCodesFor(stranger)).toHaveLength(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('the menu shows who is signed in and signs out in place', async ({ page }) => {
    const { email } = await createAccount();
    await signInThroughPage(page, email, TEST_PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, email)).toBeVisible();

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toContainText(`Signed in as ${email}`);
    await menu.getByRole('button', { name: 'Sign out' }).click();
    await expect(menu.getByRole('link', { name: 'Sign up or sign in' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(signUpLink(page)).toBeVisible();
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`axe on the account states at ${viewportName} size`, () => {
    test.use({ viewport });

    test('the forms with their messages, the signed-in notice and the open user menu have no violations', async ({
      page,
      consoleGuard,
    }) => {
      // Three full axe scans and a sign-in: the time of several tests.
      test.slow();
      consoleGuard.allow(BAD_REQUEST_LOG);
      const { email } = await createAccount();
      await signInThroughPage(page, email, 'not-the-password');
      await expect(accountForm(page).alert).toBeVisible();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('button', { name: 'Show password' }).click();
      await expectNoAxeViolations(page);

      await accountForm(page).password.fill(TEST_PASSWORD);
      await accountForm(page).signIn.click();
      await expect(page).toHaveURL(/\/$/);
      await accountButton(page, email).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoAxeViolations(page);

      await gotoHydrated(page, paths.signUp);
      await expect(page.getByRole('main')).toContainText('You are signed in as');
      await expectNoAxeViolations(page);
    });
  });
}
