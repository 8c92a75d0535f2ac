import { expect, test, type Page } from '@playwright/test';
import { signUp } from './helpers';

/** The paths the page requests from now on (API calls and assets alike), in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const count = (paths: string[], path: string) => paths.filter((p) => p === path).length;

// What docs/benchmarks.md's Lighthouse work found on signed-in loads, kept from coming back: the inlined
// stylesheet fetched again by every lazy screen, and the hidden chat screen loading its suggestions
// behind the dashboard. The profile comes once, from the preload the entry adds (src/boot/preloads.ts).
test('a signed-in load of the dashboard and of the plan fetches no stylesheet and no hidden chat', async ({ page }) => {
  await signUp(page);
  const input = page.getByPlaceholder('Ask about taxes, investments, or finances...');
  await input.fill("I'm 38, I earn $95,000 and my super is at $120k. I spend $4,000 a month.");
  await input.press('Enter');
  await expect(page.getByText(/Profile updated/).last()).toBeVisible();

  const paths = recordRequests(page);
  await page.goto('/?tab=dashboard');
  const dashboard = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(dashboard.getByRole('heading', { name: 'Financial Dashboard' })).toBeVisible();
  await expect(dashboard.getByText(/Your money lasts/)).toBeVisible();
  expect(paths.filter((p) => p.endsWith('.css'))).toEqual([]);
  expect(count(paths, '/api/financial-profile')).toBe(1);
  expect(count(paths, '/api/suggestions')).toBe(0);

  // The chat screen (and its suggestions) arrives when its tab is first opened.
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByRole('heading', { name: /^(Try asking|Ask me about):$/ })).toBeVisible();
  expect(count(paths, '/api/suggestions')).toBe(1);

  paths.length = 0;
  await page.goto('/?tab=dashboard&view=plan');
  await expect(dashboard.getByTestId('plan-headlines')).toContainText('Chance it lasts to 95:');
  await expect(dashboard.getByRole('img', { name: /Balance by age/ })).toBeVisible();
  expect(paths.filter((p) => p.endsWith('.css'))).toEqual([]);
  expect(count(paths, '/api/financial-profile/plan')).toBe(1);
});
