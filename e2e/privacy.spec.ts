import { paths } from '../src/content/paths';
import { privacyPolicy } from '../src/content/privacy';
import { privacyFacts } from '../src/content/privacy-facts';
import { site } from '../src/content/site';
import { expect, gotoHydrated, test } from './support/fixtures';

/** The IndexedDB database in which the Firebase SDK keeps the days it ran and its version. */
const FIREBASE_RECORD = 'firebase-heartbeat-database';

test.describe('the privacy policy without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads in full from the prerendered page', async ({ page }) => {
    await page.goto(paths.privacy);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle(`Privacy Policy | ${site.name}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(9);
    const controller = main.getByRole('region', { name: 'Who is responsible for your data' });
    await expect(controller).toContainText(privacyPolicy.controller);
    await expect(controller.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(main.getByRole('region', { name: 'Your rights' })).toContainText('Organic Law no. 2004-63');
    await expect(main.getByRole('region', { name: 'Our declaration to the INPDP' })).toContainText(
      privacyFacts.inpdpDeclarationNumber,
    );
  });

  test('every page’s footer links to it', async ({ page }) => {
    await page.goto(paths.about);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      paths.privacy,
    );
  });
});

test('the sitemap lists the privacy policy', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${site.url}${paths.privacy}</loc>`);
});

test('the footer link opens the policy', async ({ page }) => {
  await gotoHydrated(page, paths.home);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.privacy}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

for (const { path, form, says } of [
  { path: paths.signUp, form: 'sign-up', says: /hashed form of your password/ },
  { path: paths.contact, form: 'contact', says: /We store your name, e-mail, class and comment/ },
]) {
  test(`the ${form} form says what happens to the data and links to the policy`, async ({ page }) => {
    await gotoHydrated(page, path);
    const note = page.getByRole('main').getByText(says);
    await expect(note).toBeVisible();
    await note.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.privacy}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });
}

test('a visitor who does not sign in gets no cookie, no session and only Firebase’s version record, as the policy says', async ({
  page,
  context,
}) => {
  const databaseNames = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name).sort());
  for (const path of [paths.home, paths.signUp, paths.contact, paths.privacy]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === paths.signUp) {
      // The sign-up page loads Firebase Authentication, whose SDK first tests the browser by
      // opening a database of its own and deleting it again, then writes its record. Leaving
      // before that check has finished could cut it short, so wait for its end: the record
      // written and the test database gone.
      await expect.poll(databaseNames).toEqual([FIREBASE_RECORD]);
    }
  }
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  // Firebase's record of the days its SDK ran, named in the policy; anything else must be added there.
  expect(await databaseNames()).toEqual([FIREBASE_RECORD]);
});
