import { expect, test, type Page } from '@playwright/test';
import { checkScreen, uniqueEmail } from './helpers';

async function signUp(page: Page) {
  await page.goto('/api/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

async function say(page: Page, text: string) {
  const input = page.getByPlaceholder('Ask about taxes, investments, or finances...');
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
  await expect(input).toBeEnabled();
}

async function dashboardIncome(page: Page) {
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const income = page.getByRole('tabpanel', { name: 'Dashboard' }).getByText('Annual Income', { exact: true });
  return income.locator('xpath=following-sibling::*[1]');
}

test('the reply streams in, the thread lives in the address, and Undo restores the dashboard', async ({ page }) => {
  await signUp(page);
  // Remember whether a reply was ever on screen while still arriving (before `done`).
  await page.evaluate(() => {
    const w = window as unknown as { sawStreaming: boolean };
    w.sawStreaming = false;
    new MutationObserver(() => {
      const growing = document.querySelector('[data-streaming]');
      if (growing?.textContent?.trim()) w.sawStreaming = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  await test.step('a first message streams and the address gains the conversation', async () => {
    await say(page, 'I earn $70,000 a year');
    expect(await page.evaluate(() => (window as unknown as { sawStreaming: boolean }).sawStreaming)).toBe(true);
    await expect(page).toHaveURL(/\?conversation=[0-9a-f-]{36}$/);
    await expect(page.locator('[data-streaming]')).toHaveCount(0);
    await expect(page.getByText(/^Profile updated: annual income \$70,000/)).toBeVisible();
  });

  const url = page.url();
  await test.step('a reload reopens the thread', async () => {
    await page.reload();
    await expect(page.getByText('I earn $70,000 a year', { exact: true })).toBeVisible();
    await expect(page.getByText("Hi! I'm Penny, your AI financial advisor.", { exact: false })).toHaveCount(0);
    expect(page.url()).toBe(url);
  });

  await test.step('Undo puts the previous income back on the dashboard', async () => {
    await say(page, 'Actually I earn $85,000 a year');
    await expect(await dashboardIncome(page)).toHaveText('$85,000');
    await page.getByRole('tab', { name: 'Chat' }).click();
    const notice = page.locator('[data-system]').filter({ hasText: 'annual income $85,000' });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(page.locator('.toast-root').getByText('Undone', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Change undone\. Profile updated: annual income \$70,000/)).toBeVisible();
    await checkScreen(page, 'chat-undone');
    await expect(await dashboardIncome(page)).toHaveText('$70,000');
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(notice.getByText('Undone', { exact: true })).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });

  await test.step('after a reload the undone notice still says Undone and offers no Undo', async () => {
    await page.reload();
    const undone = page.locator('[data-system]').filter({ hasText: 'annual income $85,000' });
    await expect(undone.getByText('Undone', { exact: true })).toBeVisible();
    await expect(undone.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    // The first change was not undone, so its notice keeps the button.
    const first = page.locator('[data-system]').filter({ hasText: /^Profile updated: annual income \$70,000/ });
    await expect(first.getByRole('button', { name: 'Undo' })).toBeVisible();
  });
});

test('history lists, renames, opens and deletes conversations; an unknown one opens a fresh chat', async ({ page }) => {
  await signUp(page);
  await say(page, 'What is the Medicare levy?');
  const first = page.url();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(page).toHaveURL((u) => !u.search.includes('conversation'));
  await say(page, 'How does super work?');

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('region', { name: 'History' });
  const items = history.getByRole('list', { name: 'Conversations' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('How does super work?');
  await checkScreen(page, 'chat-history');

  await history.getByRole('button', { name: 'Rename How does super work?' }).click();
  const title = history.getByLabel('Conversation title');
  await title.fill('Super questions');
  await title.press('Enter');
  await expect(history.getByRole('button', { name: /^Super questions/ })).toBeVisible();

  await history.getByRole('button', { name: /^What is the Medicare levy\?/ }).click();
  expect(page.url()).toBe(first);
  await expect(page.getByText('What is the Medicare levy?', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('How does super work?', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'History', exact: true }).click();
  await history.getByRole('button', { name: 'Delete Super questions' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);
  await history.getByRole('button', { name: 'Close history' }).click();
  await expect(history).toHaveCount(0);
  // The deleted conversation was open: a fresh chat.
  await expect(page.getByText("Hi! I'm Penny, your AI financial advisor.", { exact: false })).toBeVisible();

  await page.goto('/?conversation=00000000-0000-0000-0000-000000000000');
  await expect(page.locator('.toast-root').getByText('Conversation not found', { exact: true })).toBeVisible();
  await expect(page.getByText("Hi! I'm Penny, your AI financial advisor.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL((u) => !u.search.includes('conversation'));
});
