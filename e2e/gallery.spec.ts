import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';
import { countInFirstRow, layoutShiftAfterScrollingThrough } from './support/layout';

const thumbnails = (page: Page) => page.getByRole('main').getByRole('link', { name: /view larger$/ });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Gallery pages' });

test.describe('gallery without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('page 1 has images 1-8 with alt text and sizes, and its pager, in the HTML', async ({ page }) => {
    await page.goto(paths.galleryPage(1));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
    const images = page.getByRole('main').getByRole('listitem').getByRole('img');
    await expect(images).toHaveCount(8);
    await expect(images.first()).toHaveAttribute('alt', /dumbbells/);
    await expect(images.last()).toHaveAttribute('alt', /boxers/);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('alt', /\w{3,}.{10,}/);
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }
    await expect(pager(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(pager(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', paths.galleryPage(2));
  });

  test('page 2 has images 9-12 and its pager', async ({ page }) => {
    await page.goto(paths.galleryPage(2));
    const images = page.getByRole('main').getByRole('listitem').getByRole('img');
    await expect(images).toHaveCount(4);
    await expect(images.first()).toHaveAttribute('alt', /spin class/);
    await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pager(page).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      paths.galleryPage(1),
    );
  });

  test('each thumbnail links to its image at full size', async ({ page, consoleGuard }) => {
    // The browser's own view of a file asks for /favicon.ico, which the site does not have (its
    // icon is inside every page).
    consoleGuard.allow(/^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/);
    await page.goto(paths.galleryPage(1));
    const first = thumbnails(page).first();
    const thumbnailWidth = (await first.boundingBox())?.width ?? 0;
    await first.click();
    // The generated art opens as the drawing itself, sharp at any size; a photo put in its
    // place would open as its largest JPEG or PNG.
    await expect(page).toHaveURL(/\/assets\/.+\.svg$/);
    const drawing = page.locator('svg').first();
    await expect.poll(async () => (await drawing.boundingBox())?.width ?? 0).toBeGreaterThan(thumbnailWidth);
  });
});

for (const [width, columns] of [
  [1280, 3],
  [800, 2],
  [390, 1],
] as const) {
  test.describe(`gallery ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`shows ${columns} image(s) per row`, async ({ page }) => {
      await gotoHydrated(page, paths.galleryPage(1));
      await expect(thumbnails(page)).toHaveCount(8);
      expect(await countInFirstRow(thumbnails(page))).toBe(columns);
    });
  });
}

test('the highlighted page number stands out from the others', async ({ page }) => {
  await gotoHydrated(page, paths.galleryPage(2));
  const current = pager(page).getByRole('link', { name: 'Page 2' });
  const other = pager(page).getByRole('link', { name: 'Page 1' });
  await expect(current).toHaveCSS('background-color', 'rgb(217, 26, 42)');
  await expect(other).not.toHaveCSS('background-color', 'rgb(217, 26, 42)');
});

test('following the pager opens the other page at its top', async ({ page }) => {
  await gotoHydrated(page, paths.galleryPage(1));
  await pager(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await pager(page).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/gallery\/page-2$/);
  await expect(thumbnails(page)).toHaveCount(4);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await pager(page).scrollIntoViewIfNeeded();
  await pager(page).getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/gallery\/page-1$/);
  await expect(thumbnails(page)).toHaveCount(8);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an image opens large; arrows move across both pages; Escape closes and focus returns', async ({ page }) => {
  await gotoHydrated(page, paths.galleryPage(1));
  const eighth = thumbnails(page).nth(7);
  await eighth.click();
  const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
  await expect(dialog).toBeVisible();
  const large = dialog.getByRole('img');
  await expect(large).toHaveAttribute('alt', (await eighth.getByRole('img').getAttribute('alt')) ?? '');
  await expect(dialog.getByText('8 / 12')).toBeVisible();
  // The large picture really loads, wider than a thumbnail.
  await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect((await large.boundingBox())?.width).toBeGreaterThan(600);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('9 / 12')).toBeVisible();
  await expect(large).toHaveAttribute('alt', /spin class/);
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('7 / 12')).toBeVisible();
  await expect(large).toHaveAttribute(
    'alt',
    (await thumbnails(page).nth(6).getByRole('img').getAttribute('alt')) ?? '',
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnails(page).nth(6)).toBeFocused();
});

test('Tab stays inside the open viewer', async ({ page }) => {
  await gotoHydrated(page, paths.galleryPage(2));
  await thumbnails(page).first().click();
  const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
  await expect(dialog.getByRole('button', { name: 'Close image viewer' })).toBeFocused();
  for (let step = 0; step < 5; step += 1) {
    await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`gallery viewer at ${viewportName} size`, () => {
    test.use({ viewport });

    test('a click on the dark ground around the image closes it; a click on the image does not', async ({ page }) => {
      await gotoHydrated(page, paths.galleryPage(1));
      await thumbnails(page).nth(2).click();
      const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
      const image = dialog.getByRole('img');
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

      await image.click();
      await expect(dialog).toBeVisible();
      // Beside the image, level with its middle: the viewer's own dark margin.
      const box = await image.boundingBox();
      await page.mouse.click(5, (box?.y ?? 0) + (box?.height ?? 0) / 2);
      await expect(dialog).toBeHidden();
      await expect(thumbnails(page).nth(2)).toBeFocused();
    });
  });
}

test.describe('gallery viewer on a phone', () => {
  test.use({ viewport: viewports.phone });

  test('opens full width and closes with its button', async ({ page }) => {
    await gotoHydrated(page, paths.galleryPage(2));
    await thumbnails(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    // The image takes its width from the file once it has arrived (w-auto): until then it is 0 wide.
    const image = dialog.getByRole('img');
    await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(330);
    await dialog.getByRole('button', { name: 'Close image viewer' }).click();
    await expect(dialog).toBeHidden();
    await expect(thumbnails(page).first()).toBeFocused();
  });
});

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`gallery layout at ${viewportName} size`, () => {
    test.use({ viewport });

    test('nothing shifts while the images load', async ({ page }) => {
      await gotoHydrated(page, paths.galleryPage(1));
      expect(await layoutShiftAfterScrollingThrough(page)).toBe(0);
    });
  });
}
