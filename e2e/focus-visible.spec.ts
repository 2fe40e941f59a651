/**
 * Focus can always be seen (WCAG 2.4.7, toward 2.4.13): every field the visitor reaches shows
 * the site's ring, a 2 px outline that is not the colour of an error border and reads at 3:1 or
 * more on the white page; on dark and red grounds its white band carries it.
 */
import type { Locator, Page } from '@playwright/test';
import { PRIVACY_POLICY_LABEL } from '../src/content/footer';
import { callBanner } from '../src/content/home-lower';
import { paths } from '../src/content/paths';
import { brandColors } from '../tailwind.config';
import { BAD_REQUEST_LOG, createAccount } from './support/auth-emulator';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { contrastRatio, focusRingOf, hexToRgb, parseRgb, type Rgb, spreadBandOf } from './support/focus-ring';

const WHITE: Rgb = [255, 255, 255];
const ERROR_BORDER = hexToRgb(brandColors.brick);
const MIN_CONTRAST = 3;

/** The ring on a field of the white page: at least 2 px, solid, unlike an error border, 3:1 on white. */
async function expectRingOnWhite(element: Locator) {
  await expect(element).toBeFocused();
  const ring = await focusRingOf(element);
  expect(ring.outlineStyle, 'outline style').toBe('solid');
  expect(ring.outlineWidth, 'outline width (px)').toBeGreaterThanOrEqual(2);
  const outline = parseRgb(ring.outlineColor);
  expect(outline, 'outline colour').not.toBeNull();
  if (!outline) return;
  expect(outline, 'outline colour is not the error border colour').not.toEqual(ERROR_BORDER);
  expect(contrastRatio(outline, WHITE), 'outline contrast on white').toBeGreaterThanOrEqual(MIN_CONTRAST);
}

/** Reaches the element with the keyboard: Tab back off it and Tab onto it again. */
async function tabOnto(page: Page, element: Locator) {
  await element.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(element).not.toBeFocused();
  await page.keyboard.press('Tab');
}

interface FormFields {
  name: string;
  path: string;
  fields: (page: Page) => Locator[];
}

const main = (page: Page) => page.getByRole('main');

const keyboardForms: FormFields[] = [
  {
    name: 'sign-up',
    path: paths.signUp,
    fields: (page) => [
      main(page).getByLabel('E-mail address', { exact: true }),
      main(page).getByLabel('Password', { exact: true }),
      main(page).getByRole('button', { name: 'Show password' }),
    ],
  },
  {
    name: 'contact',
    path: paths.contact,
    fields: (page) => [
      page.getByRole('textbox', { name: 'Full name' }),
      page.getByRole('textbox', { name: 'E-mail address' }),
      page.getByRole('combobox', { name: 'Class' }),
      page.getByRole('textbox', { name: 'Comment' }),
    ],
  },
  {
    name: 'BMI',
    path: paths.home,
    fields: (page) => [page.getByLabel('Weight (kg)'), page.getByLabel('Height (cm)')],
  },
];

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`visible focus at ${viewportName} size`, () => {
    test.use({ viewport });

    test('after a wrong sign-in, the e-mail field that takes focus shows the ring, not only its error border', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(BAD_REQUEST_LOG);
      const { email } = await createAccount();
      await gotoHydrated(page, paths.signIn);
      const emailField = main(page).getByLabel('E-mail address', { exact: true });
      await emailField.fill(email);
      await main(page).getByLabel('Password', { exact: true }).fill('not-the-password');
      await main(page).getByRole('button', { name: 'Sign in' }).click();

      await expect(main(page).getByRole('alert')).toHaveText('Wrong email or password');
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expectRingOnWhite(emailField);
      const ring = await focusRingOf(emailField);
      expect(parseRgb(ring.borderColor), 'the field keeps its error border').toEqual(ERROR_BORDER);
      expect(ring.outlineColor).not.toBe(ring.borderColor);
    });

    for (const form of keyboardForms) {
      test(`each ${form.name} control reached by Tab shows the ring`, async ({ page }) => {
        await gotoHydrated(page, form.path);
        for (const field of form.fields(page)) {
          await tabOnto(page, field);
          await expectRingOnWhite(field);
        }
      });
    }

    test('on the near-black footer and the red call banner the white band carries the ring', async ({ page }) => {
      await gotoHydrated(page, paths.home);
      const onDark = page.getByRole('contentinfo').getByRole('link', { name: PRIVACY_POLICY_LABEL });
      const onRed = page.getByRole('region', { name: callBanner.title }).getByRole('link').first();
      for (const control of [onDark, onRed]) {
        await tabOnto(page, control);
        await expect(control).toBeFocused();
        const ring = await focusRingOf(control);
        const ground = parseRgb(ring.ground);
        const band = spreadBandOf(ring.boxShadow);
        expect(ground, 'an opaque ground').not.toBeNull();
        expect(band, `a white band in ${ring.boxShadow}`).toMatchObject({ color: WHITE, width: 2 });
        if (!ground || !band) continue;
        expect(contrastRatio(band.color, ground), `band contrast on ${ring.ground}`).toBeGreaterThanOrEqual(
          MIN_CONTRAST,
        );
      }
    });
  });
}
