/**
 * A visitor who types into a form and presses Enter before the app has started (its modules
 * arrive after the first paint), or with JavaScript off: nothing typed may reach a URL or a
 * request, the page says what is going on, and nothing typed is lost. The forgot-password form
 * is not here: it only opens from a button, i.e. once the app runs.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { appStartMessages, FORM_NEEDS_SCRIPT_MESSAGE } from '../src/content/form-notes';
import { paths } from '../src/content/paths';
import { holdBackApp, listedModules } from './support/app-start';
import { BAD_REQUEST_LOG, createAccount, freshEmail } from './support/auth-emulator';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, viewports } from './support/fixtures';

interface TypedField {
  field: (page: Page) => Locator;
  value: string;
}

interface FormCase {
  name: string;
  path: string;
  form: (page: Page) => Locator;
  /** What the visitor types; each value is distinctive enough to be searched for in requests. */
  typed: () => Promise<TypedField[]>;
  /** Proof the app now runs the form with what was typed before it started. */
  worksOnceStarted: (page: Page) => Promise<void>;
  /** Console lines that proof legitimately causes (a refused sign-in logs its 400). */
  expectedLogs?: RegExp[];
}

const main = (page: Page) => page.getByRole('main');
const byLabel = (label: string) => (page: Page) => main(page).getByLabel(label, { exact: true });

const formCases: FormCase[] = [
  {
    name: 'sign-in',
    path: paths.signIn,
    form: (page) => main(page).locator('form').first(),
    typed: async () => [
      { field: byLabel('E-mail address'), value: freshEmail('early') },
      { field: byLabel('Password'), value: 'early-secret-7431' },
    ],
    // Sent to the account service: no such account, so it answers "wrong" (an empty password
    // would have been refused by the form itself, without asking).
    worksOnceStarted: async (page) => {
      await main(page).getByRole('button', { name: 'Sign in' }).click();
      await expect(main(page).getByRole('alert')).toHaveText('Wrong email or password');
    },
    expectedLogs: [BAD_REQUEST_LOG],
  },
  {
    name: 'sign-up',
    path: paths.signUp,
    form: (page) => main(page).locator('form').first(),
    typed: async () => [
      { field: byLabel('E-mail address'), value: (await createAccount()).email },
      { field: byLabel('Password'), value: 'early-secret-7431' },
    ],
    // The address already has an account: the service says so, which it can only do when the
    // typed address and password were both sent.
    worksOnceStarted: async (page) => {
      await main(page).getByRole('button', { name: 'Create account' }).click();
      await expect(main(page).getByRole('alert').getByRole('link', { name: 'Sign in instead' })).toBeVisible();
    },
    expectedLogs: [BAD_REQUEST_LOG],
  },
  {
    name: 'contact',
    path: paths.contact,
    form: (page) => page.getByRole('form', { name: 'Leave Us Your Info' }),
    typed: async () => [
      { field: (page) => page.getByRole('textbox', { name: 'Full name' }), value: 'Amira Earlybird' },
      { field: (page) => page.getByRole('textbox', { name: 'Comment' }), value: 'Typed-before-start note' },
      // Last, as Enter is pressed in the last field (in the comment box it adds a line instead).
      { field: (page) => page.getByRole('textbox', { name: 'E-mail address' }), value: 'amira-early@example' },
    ],
    // The e-mail lacks its domain ending: the app's validation flags exactly that field, so
    // it saw the name and the comment too.
    worksOnceStarted: async (page) => {
      await page.getByRole('button', { name: 'submit now' }).click();
      await expect(page.getByText('Please correct the field with an error message above.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
    },
  },
  {
    name: 'trial',
    path: paths.trial,
    form: (page) => page.getByRole('form', { name: 'Book a Free Trial' }),
    typed: async () => [
      { field: (page) => page.getByRole('textbox', { name: 'Full name' }), value: 'Amira Earlytrial' },
      {
        field: (page) => page.getByRole('textbox', { name: 'E-mail address (optional)' }),
        value: 'amira-trial@example',
      },
      // Last, as Enter is pressed in it: a number no asset name holds.
      { field: (page) => page.getByRole('textbox', { name: 'Phone number' }), value: '29 417 306' },
    ],
    // No class is chosen: the app flags exactly that and the e-mail (it lacks its domain ending),
    // so it saw the name and the phone number too.
    worksOnceStarted: async (page) => {
      await page.getByRole('button', { name: 'book my free trial' }).click();
      await expect(page.getByText('Please correct the 2 fields with an error message above.')).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Class' })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('textbox', { name: 'E-mail address (optional)' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page.getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute('aria-invalid');
      await expect(page.getByRole('textbox', { name: 'Phone number' })).not.toHaveAttribute('aria-invalid');
    },
  },
  {
    name: 'BMI',
    path: paths.home,
    form: (page) => page.getByRole('form', { name: 'BMI calculator' }),
    typed: async () => [
      // Values no asset name contains, so the request log search means something.
      { field: (page) => page.getByLabel('Weight (kg)'), value: '71.3' },
      { field: (page) => page.getByLabel('Height (cm)'), value: '176.5' },
    ],
    worksOnceStarted: async (page) => {
      const form = page.getByRole('form', { name: 'BMI calculator' });
      await form.getByRole('button', { name: 'Calculate' }).click();
      await expect(form.getByRole('status')).toContainText('Your BMI is 22.9');
    },
  },
];

/** Every request the page makes: its URL and what it posts. */
function logRequests(page: Page) {
  const log: string[] = [];
  page.on('request', (request: Request) => log.push(`${request.url()} ${request.postData() ?? ''}`));
  return log;
}

function boxesOverlap(a: { x: number; y: number; width: number; height: number } | null, b: typeof a) {
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`forms before the app has started, at ${viewportName} size`, () => {
    test.use({ viewport });

    for (const formCase of formCases) {
      test(`${formCase.name}: Enter sends nothing anywhere, says to wait, keeps what was typed; then the form works`, async ({
        page,
        request,
        consoleGuard,
      }) => {
        for (const log of formCase.expectedLogs ?? []) consoleGuard.allow(log);
        const app = await holdBackApp(page, await listedModules(request, formCase.path));
        const requests = logRequests(page);
        const typed = await formCase.typed();
        // The entry (not held) has run by DOMContentLoaded; waiting for `load` could wait on the held modules.
        await page.goto(formCase.path, { waitUntil: 'domcontentloaded' });
        await expect.poll(app.heldCount, 'the entry asked for the app after the first paint').toBeGreaterThan(0);

        for (const { field, value } of typed) await field(page).fill(value);
        await typed.at(-1)?.field(page).press('Enter');

        const note = page.getByText(appStartMessages.wait);
        await expect(note).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: appStartMessages.wait })).toHaveCount(1);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(formCase.path);
        for (const { field, value } of typed) await expect(field(page)).toHaveValue(value);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
        const submit = formCase.form(page).locator('button[type="submit"]').first();
        expect(
          boxesOverlap(await note.boundingBox(), await submit.boundingBox()),
          'the note covers the submit button',
        ).toBe(false);
        await expectNoAxeViolations(page);
        // Nothing typed left the page: not in an address, not in a request's body.
        for (const { value } of typed) {
          expect(requests.filter((line) => line.includes(value) || line.includes(encodeURIComponent(value)))).toEqual(
            [],
          );
        }

        app.release();
        await page.locator('html[data-hydrated="true"]').waitFor();
        await expect(note).toBeHidden();
        for (const { field, value } of typed) await expect(field(page)).toHaveValue(value);
        await formCase.worksOnceStarted(page);
        await expect(note).toBeHidden();
        expect(new URL(page.url()).search).toBe('');
      });
    }
  });
}

test.describe('forms with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: viewports.phone });

  for (const formCase of formCases) {
    test(`${formCase.name}: Enter sends nothing and keeps what was typed`, async ({ page }) => {
      const requests = logRequests(page);
      const typed = await formCase.typed();
      await page.goto(formCase.path);
      await expect(formCase.form(page)).toBeVisible();
      // The form says it needs JavaScript. Found by CSS: Playwright's text and role selectors
      // skip what is inside <noscript>, though Chromium shows it.
      const note = formCase.form(page).locator('noscript p');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(FORM_NEEDS_SCRIPT_MESSAGE);

      for (const { field, value } of typed) await field(page).fill(value);
      const requestsBeforeEnter = requests.length;
      await typed.at(-1)?.field(page).press('Enter');

      // A navigation would have requested the page again (with the values in its address).
      for (const { field, value } of typed) await expect(field(page)).toHaveValue(value);
      expect(page.url()).toMatch(new RegExp(`${formCase.path}$`));
      expect(requests.slice(requestsBeforeEnter)).toEqual([]);
      for (const { value } of typed) {
        expect(requests.filter((line) => line.includes(value) || line.includes(encodeURIComponent(value)))).toEqual([]);
      }
    });
  }
});
