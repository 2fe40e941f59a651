/**
 * The desk on a phone (staff carry one at the front desk): at 360 px, in each language, the
 * settled desk with a trial request in it scrolls no sideways, its one-tap replies are at least
 * 44×44 px, and axe finds nothing. Against the Auth and Firestore emulators with the project's rules.
 */
import { DEMO_STAFF_ACCOUNT } from '../scripts/lib/staff-roles';
import { deskInbox as arInbox } from '../src/content/ar/desk-inbox';
import { deskInbox as enInbox } from '../src/content/desk-inbox';
import { deskInbox as frInbox } from '../src/content/fr/desk-inbox';
import { paths } from '../src/content/paths';
import { localizedPath } from '../src/i18n/locales';
import { expectNoAxeViolations } from './support/axe';
import { waitForSettledDesk } from './support/desk';
import { FIRESTORE_ANSWER } from './support/firestore-answer';
import { deleteEmulatorDocument, isFirestoreEmulatorUp, writeEmulatorDocument } from './support/firestore-wire';
import { expect, gotoHydrated, test } from './support/fixtures';
import { signIn } from './support/sign-in';

const PHONE = { width: 360, height: 800 };
const MIN_TAP_PX = 44;
const inboxWords = { en: enInbox, fr: frInbox, ar: arInbox } as const;

test.use({ viewport: PHONE });

test.beforeEach(async () => {
  expect(await isFirestoreEmulatorUp(), 'the Firestore emulator is not running (TOOLCHAIN.md)').toBe(true);
});

for (const code of ['en', 'fr', 'ar'] as const) {
  test(`${code}: the desk at 360 px scrolls no sideways, its replies are big enough to tap, axe finds nothing`, async ({
    page,
  }) => {
    test.slow();
    const id = `phone${Date.now().toString(36)}${code}`;
    // A name typed without a space, as long as the forms allow: the longest word a card must fit.
    const name = `Amira${'x'.repeat(30)}${code}`;
    const sessionStart = new Date(Date.now() + 3 * 86_400_000);
    await writeEmulatorDocument(`leads/${id}`, {
      kind: 'trial',
      name,
      phone: '+21620123456',
      whatsapp: true,
      email: 'amira.bensalah.long.address@example.tn',
      class: 'Boxing',
      slotId: 'tuesday-0900-boxing',
      sessionId: 'tuesday-0900-boxing_2027-03-16',
      sessionStart,
      locale: 'fr',
      status: 'new',
      createdAt: new Date(),
      expireAt: new Date(Date.now() + 300 * 86_400_000),
    });
    try {
      await signIn(page, DEMO_STAFF_ACCOUNT.email, DEMO_STAFF_ACCOUNT.password);
      await gotoHydrated(page, localizedPath(code, paths.desk));
      const card = page.getByRole('article', { name });
      await expect(card).toBeVisible(FIRESTORE_ANSWER);
      await waitForSettledDesk(page, code);
      await page.evaluate(() => document.fonts.ready);

      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], 'the page is wider than the screen').toBeLessThanOrEqual(widths[1] ?? 0);

      const replies = card.getByRole('listitem').getByRole('link');
      await expect(replies.first()).toBeVisible();
      const words = inboxWords[code].item;
      for (const label of [words.whatsApp, words.call, words.writeEmail]) {
        const box = await card.getByRole('link', { name: label, exact: true }).boundingBox();
        expect(box, label).not.toBeNull();
        expect(box?.width ?? 0, label).toBeGreaterThanOrEqual(MIN_TAP_PX);
        expect(box?.height ?? 0, label).toBeGreaterThanOrEqual(MIN_TAP_PX);
      }
      await expectNoAxeViolations(page);
    } finally {
      await deleteEmulatorDocument(`leads/${id}`);
    }
  });
}
