/**
 * One browser sends enquiries until the hourly limit, against the real Auth and Firestore
 * emulators with the project's rules: PUBLIC_WRITES_PER_HOUR go through, the next is refused
 * with a message that keeps what was typed and offers the phone, a reload is still the same
 * client, and the anonymous account behind it never shows as a signed-in member. The limit lives
 * in firestore.rules, so this journey needs the Firestore emulator (Java 21+, see README).
 */
import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { site } from '../src/content/site';
import { PUBLIC_WRITES_PER_HOUR } from '../src/firebase/lead-limits';
import { expect, gotoHydrated, test } from './support/fixtures';

async function fillEnquiry(page: Page, name: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('amira@example.tn');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Do you have a morning class?');
}

test('a browser sends PUBLIC_WRITES_PER_HOUR enquiries in an hour, and is told how else to reach the gym after', async ({
  page,
}) => {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '' }),
  );
  await gotoHydrated(page, paths.contact);
  for (let sent = 1; sent <= PUBLIC_WRITES_PER_HOUR; sent++) {
    await fillEnquiry(page, `Amira ${sent}`);
    await page.getByRole('button', { name: 'submit now' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message is sent' })).toBeVisible();
    await page.getByRole('button', { name: 'send another message' }).click();
  }

  const refuse = async () => {
    await fillEnquiry(page, 'Amira, once more');
    await page.getByRole('button', { name: 'submit now' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      `Your message was not sent: we accept at most ${PUBLIC_WRITES_PER_HOUR} messages an hour from one browser.`,
    );
    await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
    await expect(alert).toContainText('Everything you typed is still in the form.');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Amira, once more');
    await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Do you have a morning class?');
    await expect(page.getByRole('heading', { name: 'Thank you, your message is sent' })).toHaveCount(0);
  };
  await refuse();

  // The anonymous account persists: a reload is the same client, and still no member.
  await gotoHydrated(page, paths.contact);
  await refuse();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account: signed in/ }),
  ).toHaveCount(0);
  // Sign-in offers its form, as to anyone signed out (a member would be told they are signed in).
  await gotoHydrated(page, paths.signIn);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('You are signed in as')).toHaveCount(0);
});
