import { expect, test, type Page } from '@playwright/test';
import { checkScreen, signUp } from './helpers';

const toast = (page: Page) => page.locator('.toast-root');

/** Tells the advisor some figures (one profile change) and waits for its notice. */
async function tellPenny(page: Page, text: string) {
  const input = page.getByPlaceholder('Ask about taxes, investments, or finances...');
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
  await expect(input).toBeEnabled();
}

async function openDashboard(page: Page) {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const dashboard = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(dashboard.getByRole('heading', { name: 'Financial Dashboard' })).toBeVisible();
  return dashboard;
}

const PROFILE = "I'm 38, I earn $95,000 and my super is at $120k. I spend $4,000 a month.";
// A date three years on, always in the future.
const TARGET_DATE = `${new Date().getFullYear() + 3}-12-31`;

test('a goal added on the dashboard shows its progress bar; the Goals view previews, edits and deletes it', async ({ page }) => {
  await signUp(page);
  await tellPenny(page, PROFILE);
  await expect(page.getByText(/^Profile updated/).last()).toBeVisible();
  const dashboard = await openDashboard(page);
  const card = dashboard.getByRole('region', { name: 'Goals' });

  await test.step('with no goals, the card suggests an emergency fund (none held, $4,000 a month spent)', async () => {
    await card.scrollIntoViewIfNeeded();
    const suggestions = card.getByRole('list', { name: 'Suggested goals' });
    await expect(suggestions.getByText('Emergency fund: 6 months of expenses')).toBeVisible();
    await expect(suggestions.getByText('Yours covers 0 months of expenses; 3 to 6 is the usual cushion.')).toBeVisible();
    await checkScreen(page, 'dashboard-goals-empty');
  });

  await test.step('the form says what is wrong, its own checks first, then the server’s', async () => {
    await card.getByRole('button', { name: 'Add a goal' }).click();
    const form = card.getByRole('form', { name: 'Add a goal' });
    await expect(form.getByLabel('Kind of goal')).toBeFocused();
    await form.getByLabel('Title').fill('House deposit');
    await form.getByLabel('Target amount ($)').fill('forty thousand');
    await form.getByRole('button', { name: 'Add goal' }).click();
    await expect(form.getByText('Enter an amount in dollars, like 40000.')).toBeVisible();
    await expect(form.getByLabel('Target amount ($)')).toBeFocused();
    // Beyond the server's limit: its 400 names the field, and the message goes beside it.
    await form.getByLabel('Target amount ($)').fill('2000000000000');
    await form.getByRole('button', { name: 'Add goal' }).click();
    await expect(form.getByText('Must be between 0 and 1,000,000,000,000.')).toBeVisible();
    await expect(form.getByLabel('Target amount ($)')).toHaveAttribute('aria-invalid', 'true');
    await checkScreen(page, 'dashboard-goal-form-error');
  });

  await test.step('a goal added shows its progress bar, the amount to go and whether it is on track', async () => {
    const form = card.getByRole('form', { name: 'Add a goal' });
    await form.getByLabel('Target amount ($)').fill('40000');
    await form.getByLabel('Saved so far ($)').fill('10000');
    await form.getByLabel('Target date').fill(TARGET_DATE);
    await form.getByRole('button', { name: 'Add goal' }).click();
    await expect(toast(page).getByText('Goal added', { exact: true })).toBeVisible();
    const bar = card.getByRole('progressbar', { name: 'House deposit' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(card.getByText('$30,000 to go.')).toBeVisible();
    await expect(card.getByText(/^(On track: reached by|Behind: needs \$[\d,.]+ a month to reach it by) /)).toBeVisible();
    await checkScreen(page, 'dashboard-goals');
  });

  await test.step('the Goals view opens inside the dashboard tab and survives a reload', async () => {
    await card.getByRole('button', { name: 'See all' }).click();
    await expect(page).toHaveURL(/[?&]view=goals/);
    await expect(dashboard.getByRole('heading', { name: 'Your goals' })).toBeVisible();
    await page.reload();
    // The page names the view's code and its goals; the app asks for them as it starts (src/boot/preloads.ts).
    await expect(page.locator('link[rel="modulepreload"][href*="/goals-screen-"]').first()).toBeAttached();
    await expect(page.locator('link[rel="preload"][as="fetch"][href="/api/goals"]').first()).toBeAttached();
    await expect(dashboard.getByRole('heading', { name: 'Your goals' })).toBeVisible();
    await expect(dashboard.getByRole('progressbar', { name: 'House deposit' })).toHaveAttribute('aria-valuenow', '25');
  });

  await test.step('a what-if shows the projected date at that pace and saves nothing', async () => {
    const before = await (await page.request.get('/api/goals')).json();
    await dashboard.getByLabel('What if I save this much a month? ($)').fill('1500');
    await expect(dashboard.getByText(/^At \$1,500 a month you would reach it by [A-Z][a-z]{2,3} \d{4}: on time for your target date\.$/)).toBeVisible();
    await checkScreen(page, 'goals-view');
    expect(await (await page.request.get('/api/goals')).json()).toEqual(before);
  });

  await test.step('an edit moves the progress bar', async () => {
    await dashboard.getByRole('button', { name: 'Edit House deposit' }).click();
    const form = dashboard.getByRole('form', { name: 'Edit goal' });
    await form.getByLabel('Saved so far ($)').fill('20000');
    await form.getByRole('button', { name: 'Save goal' }).click();
    await expect(toast(page).getByText('Goal saved', { exact: true })).toBeVisible();
    await expect(dashboard.getByRole('progressbar', { name: 'House deposit' })).toHaveAttribute('aria-valuenow', '50');
  });

  await test.step('delete asks first, then removes the goal', async () => {
    await dashboard.getByRole('button', { name: 'Delete House deposit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this goal?' });
    await expect(dialog).toBeVisible();
    await checkScreen(page, 'goals-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dashboard.getByRole('progressbar', { name: 'House deposit' })).toBeVisible();
    await dashboard.getByRole('button', { name: 'Delete House deposit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete goal' }).click();
    await expect(toast(page).getByText('Goal deleted', { exact: true })).toBeVisible();
    await expect(dashboard.getByRole('progressbar')).toHaveCount(0);
    expect(await (await page.request.get('/api/goals')).json()).toEqual([]);
    await dashboard.getByRole('button', { name: 'Back to the dashboard' }).click();
    await expect(page).not.toHaveURL(/view=goals/);
    await expect(dashboard.getByRole('region', { name: 'Goals' }).getByRole('list', { name: 'Suggested goals' })).toBeVisible();
  });
});

// The built-in advisor's goal intent ("I want to save $40,000 for a house deposit by …") creates the
// goal. The test holds the app to the API contract: the goals on the dashboard were loaded before the
// chat, and come back only because the reply said goalsUpdated.
test('a goal said in chat appears on the dashboard', async ({ page }) => {
  await signUp(page);
  await tellPenny(page, PROFILE);
  const dashboard = await openDashboard(page);
  const card = dashboard.getByRole('region', { name: 'Goals' });
  await expect(card.getByRole('list', { name: 'Suggested goals' })).toBeVisible();

  const goalsCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/goals') goalsCalls.push(r.method());
  });
  await page.getByRole('tab', { name: 'Chat' }).click();
  // The reply's body as the server sent it (CDP keeps no body of a stream to read afterwards): the
  // route passes the server's response through whole.
  let chatBody = '';
  await page.route('**/api/chat', async (route) => {
    const response = await route.fetch();
    chatBody = await response.text();
    await route.fulfill({ response, body: chatBody });
  });
  await tellPenny(page, `I want to save $40,000 for a house deposit by the end of ${new Date().getFullYear() + 3}`);
  await expect(page.getByText(/Goal added: House deposit/).last()).toBeVisible();
  expect(chatBody).toMatch(/"goalsUpdated":true/);

  await page.getByRole('tab', { name: 'Dashboard' }).click();
  await expect(card.getByRole('progressbar', { name: 'House deposit' })).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByText('$40,000 to go.')).toBeVisible();
  expect(goalsCalls).toEqual(['GET']);
});

test('the net-worth chart draws after two profile changes', async ({ page }) => {
  await signUp(page);
  await tellPenny(page, PROFILE); // change 1: income, super, expenses, age
  const dashboard = await openDashboard(page);

  // Change 2: savings, through the assumptions form.
  await dashboard.getByRole('button', { name: 'Edit Profile Assumptions' }).click();
  const panel = page.locator('#assumptions-panel');
  await panel.getByLabel('Current Savings').fill('15000');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page).getByText('Your profile assumptions have been saved', { exact: true })).toBeVisible();

  const history = await (await page.request.get('/api/financial-profile/history')).json();
  // A point after each change, and one for now.
  expect(history.points.map((p: { netWorth: string }) => p.netWorth)).toEqual(['120000', '135000', '135000']);

  const card = dashboard.getByRole('region', { name: 'Net worth over time' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(/^Net worth \$135,000 now, up \$15,000 since /)).toBeVisible();
  const chart = card.getByRole('img', { name: /^Net worth over time\. Net worth \$135,000 now/ });
  await expect(chart).toBeVisible();
  // The line runs through the three points.
  await expect(chart.locator('.recharts-line-dot')).toHaveCount(3);
  expect(await chart.locator('.recharts-line-curve').getAttribute('d')).toMatch(/^M[\d.,-]+L[\d.,-]+L[\d.,-]+$/);
  await checkScreen(page, 'dashboard-net-worth');
});
