import { expect, test, type Page } from '@playwright/test';
import { checkScreen, signUp } from './helpers';

const toast = (page: Page) => page.locator('.toast-root');

/** A new person who has told the advisor their income: the dashboard has cards and recommendations. */
async function dashboardWithIncome(page: Page) {
  await signUp(page);
  const input = page.getByPlaceholder('Ask about taxes, investments, or finances...');
  await input.fill('I earn $85,000 a year. How much tax will I pay?');
  await input.press('Enter');
  await expect(page.getByTestId('calculation-box').last()).toBeVisible();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const dashboard = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(dashboard.getByRole('heading', { name: 'Recommended Updates' })).toBeVisible();
  return dashboard;
}

test('Edit Profile Assumptions shows Save and Cancel at once, and works twice', async ({ page }) => {
  const dashboard = await dashboardWithIncome(page);
  const button = dashboard.getByRole('button', { name: 'Edit Profile Assumptions' });
  const panel = page.locator('#assumptions-panel');
  await button.click();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Edit assumptions' })).toBeVisible();
  // The button closes the panel, and opens it in edit mode again.
  await button.click();
  await expect(panel).toBeHidden();
  await button.click();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await checkScreen(page, 'dashboard-assumptions-forced');
});

test('a recommendation is edited inline and saved with the toast; Update Now works twice in a row', async ({ page }) => {
  const dashboard = await dashboardWithIncome(page);
  const housing = dashboard.getByRole('listitem').filter({ hasText: 'Check your housing costs' });
  const editor = housing.getByLabel('Housing Costs (monthly)');
  // Prefilled with the suggestion (28% of $85,000 / 12).
  await expect(editor).toHaveValue('$1,983');
  await checkScreen(page, 'dashboard-recommendations');

  const updateNow = housing.getByRole('button', { name: /Update Now/ });
  await updateNow.click();
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue('1983');
  await editor.press('Escape');
  await expect(editor).not.toBeFocused();
  await updateNow.click();
  await expect(editor).toBeFocused();
  await editor.fill('2100');
  await editor.press('Enter');
  await expect(toast(page).getByText('Updated', { exact: true })).toBeVisible();
  await expect(toast(page).getByText('Your information has been saved', { exact: true })).toBeVisible();
  const housingRow = dashboard.getByText('Housing Costs', { exact: true });
  await expect(housingRow.locator('xpath=following-sibling::*[1]')).toHaveText('$2,100');

  // A field that lives in the assumptions form: Update Now opens the form on it, twice in a row.
  const expenses = dashboard.getByRole('listitem').filter({ hasText: 'Add your monthly expenses' });
  const panel = page.locator('#assumptions-panel');
  await expenses.getByRole('button', { name: /Update Now/ }).click();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(panel.getByLabel('Monthly Expenses')).toBeFocused();
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeHidden();
  await expenses.getByRole('button', { name: /Update Now/ }).click();
  await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(panel.getByLabel('Monthly Expenses')).toBeFocused();
  await panel.getByLabel('Monthly Expenses').fill('3000');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page).getByText('Your profile assumptions have been saved', { exact: true })).toBeVisible();
  await expect(dashboard.getByRole('listitem').filter({ hasText: 'Add your monthly expenses' })).toHaveCount(0);
});

test('the web app manifest is served with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href ?? '');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as { display: string; theme_color: string; icons: { src: string; sizes: string }[] };
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#0f766e');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});
