import type { Page } from '@playwright/test';
import { paths } from '../src/content/paths';
import { expect, gotoHydrated, test, viewports } from './support/fixtures';

const MESSAGE = 'Please enter a valid weight and height';

async function openCalculator(page: Page) {
  await gotoHydrated(page, paths.home);
  const form = page.getByRole('form', { name: 'BMI calculator' });
  await form.scrollIntoViewIfNeeded();
  return {
    form,
    weight: form.getByLabel('Weight (kg)'),
    height: form.getByLabel('Height (cm)'),
    calculate: form.getByRole('button', { name: 'Calculate' }),
    result: form.getByRole('status'),
    alert: form.getByRole('alert'),
  };
}

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`BMI calculator at ${viewportName} size`, () => {
    test.use({ viewport });

    test('starts empty, with decimal keyboards and the spec’s placeholders', async ({ page }) => {
      const { weight, height, result, alert } = await openCalculator(page);
      await expect(weight).toHaveAttribute('placeholder', 'Weight / kg');
      await expect(weight).toHaveAttribute('inputmode', 'decimal');
      await expect(height).toHaveAttribute('placeholder', 'Height / cm');
      await expect(height).toHaveAttribute('inputmode', 'decimal');
      await expect(weight).toHaveValue('');
      await expect(result).toHaveText('');
      await expect(alert).toHaveCount(0);
    });

    test('Calculate shows the BMI with one decimal and its category', async ({ page }) => {
      const { weight, height, calculate, result } = await openCalculator(page);
      await weight.fill('70');
      await height.fill('175');
      await calculate.click();
      await expect(result).toContainText('Your BMI is 22.9');
      await expect(result).toContainText(/Category:\s*Normal/i);
      await expect(result).toBeInViewport();
    });

    test('Enter in a field calculates too, with a decimal comma', async ({ page }) => {
      const { weight, height, result } = await openCalculator(page);
      await weight.fill('55,5');
      await height.fill('172');
      await height.press('Enter');
      await expect(result).toContainText('Your BMI is 18.8');
      await expect(result).toContainText(/Underweight/i);
      await expect(page).toHaveURL(/\/$/);
    });

    test('a refused entry shows the alert, keeps the input and clears the earlier result', async ({ page }) => {
      const { weight, height, calculate, result, alert } = await openCalculator(page);
      await weight.fill('90');
      await height.fill('180');
      await calculate.click();
      await expect(result).toContainText('Your BMI is 27.8');

      await height.fill('0');
      await calculate.click();
      await expect(alert).toHaveText(MESSAGE);
      await expect(alert).toBeInViewport();
      await expect(result).toHaveText('');
      await expect(weight).toHaveValue('90');
      await expect(height).toHaveValue('0');

      await weight.fill('ninety');
      await height.fill('180');
      await weight.press('Enter');
      await expect(alert).toHaveText(MESSAGE);
      await expect(weight).toHaveValue('ninety');

      await weight.fill('90');
      await calculate.click();
      await expect(alert).toHaveCount(0);
      await expect(result).toContainText(/Overweight/i);
    });
  });
}
