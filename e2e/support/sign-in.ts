import type { Page } from '@playwright/test';
import { SUBMISSION_MAX_WAIT_MS } from '../../src/components/forms/use-submission';
import { paths } from '../../src/content/paths';
import { expect, gotoHydrated } from './fixtures';

/** Signs in on the sign-in page, as a member would, and waits until the navbar names the account. */
export async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, paths.signIn);
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Sign in' }).click();
  // As long as the form itself waits on the sign-in before it gives up: a loaded machine takes more than a few seconds.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: `Account: signed in as ${email}` }),
  ).toBeVisible({ timeout: SUBMISSION_MAX_WAIT_MS });
}
