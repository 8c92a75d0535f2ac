import { expect, test } from '@playwright/test';
import { checkScreen, signUp } from './helpers';

test('the plan opens from the dashboard; what-ifs move the figures; Save keeps one', async ({ page }) => {
  await signUp(page);
  const input = page.getByPlaceholder('Ask about taxes, investments, or finances...');
  await input.fill("I'm 38, I earn $95,000 and my super is at $120k. I spend $4,000 a month.");
  await input.press('Enter');
  await expect(page.getByText(/Profile updated/).last()).toBeVisible();
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const dashboard = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(dashboard.getByText(/Your money lasts/)).toBeVisible();
  // The payslip block names the financial year the tax figures are for.
  await expect(dashboard.getByText(/^Financial year \d{4}-\d{2}$/)).toBeVisible();
  await dashboard.getByRole('button', { name: 'See your full plan' }).click();

  await expect(page).toHaveURL(/view=plan/);
  await expect(dashboard.getByRole('heading', { name: 'Your retirement plan' })).toBeVisible();
  const headlines = dashboard.getByTestId('plan-headlines');
  await expect(headlines).toContainText('Chance it lasts to 95:');
  await expect(headlines).toContainText('Age Pension from 67: about $');
  await expect(dashboard.getByRole('img', { name: /Balance by age/ })).toBeVisible();
  await checkScreen(page, 'plan');

  // Spending less never lowers the odds; the figures follow the change.
  const odds = async () => Number((await headlines.textContent())?.match(/Chance it lasts to 95: (\d+)%/)?.[1]);
  const before = await odds();
  await dashboard.getByLabel('Monthly spending in retirement').fill('2000');
  await expect(dashboard.getByText('Now $2,000 a month')).toBeVisible();
  expect(await odds()).toBeGreaterThanOrEqual(before);

  // A reload keeps the plan open ("/" stays the only route), with the saved figures. The landing
  // screen shows while the app starts, then the plan whole: no blank or "Loading" screen in between
  // (React holds a screen revealed after a Suspense fallback back for up to 300 ms).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { suspenseFallbacks: seen });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('div.min-h-dvh[aria-busy="true"], [role="status"]')) {
        const text = el.textContent ?? '';
        if (el.matches('[aria-busy="true"]') || text === 'Loading') seen.push(text || 'blank');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  // The page names the Plan view's code and data; the app asks for them as it starts (src/boot/preloads.ts).
  await expect(page.locator('link[rel="modulepreload"][href*="/plan-screen-"]').first()).toBeAttached();
  await expect(page.locator('link[rel="preload"][as="fetch"][href="/api/financial-profile/plan"]').first()).toBeAttached();
  await expect(dashboard.getByRole('heading', { name: 'Your retirement plan' })).toBeVisible();
  await expect(dashboard.getByText('Now $4,000 a month')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { suspenseFallbacks: string[] }).suspenseFallbacks)).toEqual([]);

  // Save to my profile keeps a what-if.
  await dashboard.getByLabel('Retirement age').fill('60');
  await expect(dashboard.getByText('Now 60')).toBeVisible();
  await dashboard.getByRole('button', { name: 'Save to my profile' }).click();
  await expect(page.locator('.toast-root').getByText('Saved', { exact: true })).toBeVisible();
  await dashboard.getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(page).not.toHaveURL(/view=plan/);
  const profile = await page.request.get('/api/financial-profile');
  expect((await profile.json()).retirementAge).toBe('60');
});
