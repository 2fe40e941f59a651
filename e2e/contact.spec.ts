import type { Page } from '@playwright/test';
import { gymClassNames } from '../src/content/class-names';
import { paths } from '../src/content/paths';
import { site } from '../src/content/site';
import { LEAD_RETENTION_DAYS } from '../src/firebase/lead-expiry';
import { FIREBASE_REQUEST_TIMEOUT_MS } from '../src/firebase/with-timeout';
import { expectNoAxeViolations } from './support/axe';
import { FIRESTORE_UNREACHABLE_LOGS, isFirestoreEmulatorUp, watchFirestoreCommits } from './support/firestore-wire';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';

const OSM_FRAME = 'https://www.openstreetmap.org/**';
const MAP_STUB = '<!doctype html><html lang="en"><title>Map</title><p>Map stand-in</p></html>';

// The map frame comes from openstreetmap.org, and these machines have no internet (and a
// test must not depend on a third-party site anyway): answer it with a tiny local page.
test.beforeEach(async ({ page }) => {
  await page.route(OSM_FRAME, (route) => route.fulfill({ contentType: 'text/html', body: MAP_STUB }));
});

async function fillValidForm(page: Page) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Amira Jaziri');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('amira@example.tn');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Yoga');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Mornings suit me best.');
}

test.describe('contact without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered page has the details, the form and the map link; ?class= is left to the browser', async ({
    page,
  }) => {
    await page.goto(`${paths.contactForClass('Boxing')}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Come Train With Us by the Sea' })).toBeVisible();
    await expect(page.getByText('Mon to Fri 7:30 am - 1:00 am')).toBeVisible();
    await expect(page.getByRole('link', { name: site.phone.display }).first()).toHaveAttribute(
      'href',
      `tel:${site.phone.international}`,
    );
    await expect(page.getByRole('link', { name: site.email }).first()).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.getByRole('heading', { name: 'Leave Us Your Info' })).toBeVisible();
    await expect(page.getByPlaceholder('Full Name *')).toBeVisible();
    await expect(page.getByPlaceholder('Email Address *')).toHaveAttribute('type', 'email');
    await expect(page.getByRole('combobox', { name: 'Class' }).getByRole('option')).toHaveText([
      'Select Class',
      ...gymClassNames,
    ]);
    // Static HTML cannot read the query: the selection is made after hydration.
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('');
    await expect(page.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
    );
    const map = page.getByTitle('Map of the Rivage Gym location on the Mahdia seafront');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await map.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title^="Map of"]').getByText('Map stand-in')).toBeVisible();
  });
});

test('?class= preselects the class after hydration, without a hydration warning', async ({ page }) => {
  await gotoHydrated(page, paths.contactForClass('Power Lifting'));
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Power Lifting');
});

test('the map is a lazy, titled frame that loads as it comes near, never before the page has loaded', async ({
  page,
}) => {
  const events: string[] = [];
  page.on('load', () => events.push('page loaded'));
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.openstreetmap.org/')) events.push('map requested');
  });
  await gotoHydrated(page, paths.contact);
  const map = page.getByTitle('Map of the Rivage Gym location on the Mahdia seafront');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  await map.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe[title^="Map of"]').getByText('Map stand-in')).toBeVisible();
  // A third-party page does not share the connection with the page's own first load.
  expect(events).toEqual(['page loaded', 'map requested']);
});

test('a bot that fills the hidden field is thanked, and nothing is stored', async ({ page }) => {
  const firestore = await watchFirestoreCommits(page, 'firestore');
  await gotoHydrated(page, paths.contact);
  await fillValidForm(page);
  // Bots fill every input they find; people never see this one.
  await page.locator('input[name="website"]').fill('https://spam.example');
  await page.getByRole('button', { name: 'submit now' }).click();
  await expect(page.getByRole('heading', { name: /thank you/i })).toBeVisible();
  // A real enquiry is thanked only once its commit has been answered, so had this one been
  // sent, its commit would already be here.
  expect(firestore.commits).toEqual([]);
});

test('an unreachable map logs no error on the page', async ({ page }) => {
  await page.unroute(OSM_FRAME);
  await page.route(OSM_FRAME, (route) => route.abort('internetdisconnected'));
  await gotoHydrated(page, paths.contact);
  const map = page.getByTitle(/^Map of/);
  await map.scrollIntoViewIfNeeded();
  // The frame shows the browser's own error page once its request has failed: the page has met
  // the failure (the test's premise), and the fixture's console guard fails the test if anything
  // logged an error about it.
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
  await expect(page.getByRole('link', { name: /Open the map on OpenStreetMap/ })).toBeVisible();
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`contact form at ${viewportName} size`, () => {
    test.use({ viewport });

    test('validation: errors by the fields, focus on the first, nothing typed lost; axe stays clean', async ({
      page,
    }) => {
      await gotoHydrated(page, paths.contact);
      const name = page.getByRole('textbox', { name: 'Full name' });
      const email = page.getByRole('textbox', { name: 'E-mail address' });
      await email.fill('amira@example');
      await page.getByRole('button', { name: 'submit now' }).click();

      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription('Enter your full name.');
      await expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
      await expect(email).toHaveValue('amira@example');
      await expect(page.getByText('Please correct the 2 fields with an error message above.')).toBeVisible();
      await expectNoAxeViolations(page);

      await name.fill('Amira Jaziri');
      await email.fill('amira@example.tn');
      await expect(name).not.toHaveAttribute('aria-invalid');
      await expect(email).not.toHaveAttribute('aria-invalid');
    });

    test('a valid enquiry is stored in leads and the visitor sees what happens next', async ({ page }) => {
      const firestore = await watchFirestoreCommits(page, (await isFirestoreEmulatorUp()) ? 'emulator' : 'firestore');
      await gotoHydrated(page, paths.contact);
      await fillValidForm(page);
      await page.getByRole('button', { name: 'submit now' }).click();

      // One batch: the lead, and the quota of the anonymous account this browser now has.
      const commit = await firestore.next();
      expect(commit.writes).toHaveLength(2);
      const [write, quota] = commit.writes;
      expect(write?.path).toMatch(/^leads\/[A-Za-z0-9]{20}$/);
      expect(write?.fields).toEqual({
        kind: 'enquiry',
        locale: 'en',
        status: 'new',
        name: 'Amira Jaziri',
        email: 'amira@example.tn',
        class: 'Yoga',
        comment: 'Mornings suit me best.',
        expireAt: expect.any(Date),
      });
      // Deleted by the TTL policy within the privacy policy's months (src/firebase/lead-expiry.ts).
      const keptDays = (Number(write?.fields.expireAt) - Date.now()) / 86_400_000;
      expect(keptDays).toBeGreaterThan(LEAD_RETENTION_DAYS - 1);
      expect(keptDays).toBeLessThanOrEqual(LEAD_RETENTION_DAYS);
      expect(write?.serverValues).toEqual({ createdAt: 'REQUEST_TIME' });
      const leadId = write?.path.split('/')[1];
      expect(quota?.path).toMatch(/^visitorQuotas\/[A-Za-z0-9]+$/);
      expect(quota?.fields).toEqual({ count: 1, lastLead: leadId, expireAt: write?.fields.expireAt });
      expect(quota?.serverValues).toEqual({ windowStart: 'REQUEST_TIME' });
      // The visitor typed no account details: the write is signed by an anonymous account.
      expect(commit.authorization).toMatch(/^Bearer /);

      await expect(page.getByRole('heading', { name: /thank you/i })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('when the database cannot be reached, the page says so, keeps every value and offers to try again', async ({
      page,
      consoleGuard,
    }) => {
      for (const log of FIRESTORE_UNREACHABLE_LOGS) consoleGuard.allow(log);
      const firestore = await watchFirestoreCommits(page, 'unreachable');
      await gotoHydrated(page, paths.contact);
      await fillValidForm(page);
      await page.getByRole('button', { name: 'submit now' }).click();

      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Your message was not sent: we could not reach our server.');
      await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute(
        'href',
        `tel:${site.phone.international}`,
      );
      await expect(page.getByRole('heading', { name: /thank you/i })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Amira Jaziri');
      await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('amira@example.tn');
      await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Yoga');
      await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Mornings suit me best.');
      await expectNoAxeViolations(page);

      // Trying again sends again, and gets the same honest answer.
      await page.getByRole('button', { name: 'try again' }).click();
      await expect.poll(() => firestore.commits.length).toBe(2);
      await expect(alert).toContainText('Your message was not sent');
      await expect(page.getByRole('button', { name: 'submit now' })).toBeFocused();
    });
  });
}

test('when the database never answers, the form gives up after 15 s, says so and keeps every value', async ({
  page,
}) => {
  // The page's clock, not the test's: 15 s pass in an instant once the request is out.
  await page.clock.install();
  const firestore = await watchFirestoreCommits(page, 'never');
  await gotoHydrated(page, paths.contact);
  await fillValidForm(page);
  await page.getByRole('button', { name: 'submit now' }).click();
  await firestore.next();
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Sending your message…');

  await page.clock.runFor(FIREBASE_REQUEST_TIMEOUT_MS);
  await expect(page.getByRole('alert')).toContainText(
    'Your message was not sent: our enquiry service is not available right now.',
  );
  await expect(status).toHaveText('');
  await expect(page.getByRole('button', { name: 'submit now' })).not.toHaveAttribute('aria-disabled');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Amira Jaziri');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('amira@example.tn');
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('Yoga');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Mornings suit me best.');
});
