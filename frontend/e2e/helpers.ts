import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function axe(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
  expect(summary, `axe violations on ${name}`).toEqual([]);
}

/**
 * Checks the screen in both themes (the app follows the system setting): saves
 * `test-results/screenshots/<name>.png` and `<name>-dark.png` and fails on any axe violation in either.
 * The page is left in the light theme.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Buttons fade between colours: let the theme switch finish before the screenshot and the audit.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const file = colorScheme === 'light' ? name : `${name}-dark`;
    await page.screenshot({ path: `test-results/screenshots/${file}.png`, fullPage: true });
    await axe(page, `${name} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Creates an account on the built-in sign-in page and lands signed in on "/". */
export async function signUp(page: Page): Promise<void> {
  await page.goto('/api/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
