import { expect, test } from '@playwright/test';

import { checkScreen, signUp, uniqueEmail } from './helpers';

// The server's Content-Security-Policy, as the browser enforces it: a script element added to the
// page (what an injection would do) must not run, and the browser must report the violation.
test('the CSP blocks inline script', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const outcome = await page.evaluate(async () => {
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.appendChild(script);
    const handler = document.createElement('div');
    handler.setAttribute('onclick', 'window.__handlerRan = true');
    document.body.appendChild(handler);
    handler.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const w = window as unknown as { __inlineRan?: boolean; __handlerRan?: boolean };
    return { inline: w.__inlineRan ?? false, handler: w.__handlerRan ?? false, violations };
  });
  expect(outcome.inline).toBe(false);
  expect(outcome.handler).toBe(false);
  expect(outcome.violations.filter((d) => d.startsWith('script-src')).length).toBeGreaterThan(0);
});

// An assistant reply is model output, so it is untrusted: markup in it must render as inert text.
// The reply is injected at the messages call (the built-in advisor never writes markup), and the
// real app renders it in the real browser.
test('an assistant reply with script, image and javascript: links renders inert', async ({ page }) => {
  const hostile = [
    'Here is your answer <script>window.__xss = "script"</script>',
    '<img src="http://127.0.0.1:9/pixel.png" onerror="window.__xss = \'img\'">',
    '![tracking pixel](http://127.0.0.1:9/markdown.png)',
    '[click me](javascript:window.__xss="link")',
    '<a href="javascript:window.__xss=\'raw-link\'">raw link</a>',
  ].join('\n\n');
  const remote: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('127.0.0.1:9/')) remote.push(req.url());
  });
  await page.route('**/api/conversations/*/messages', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify([
        { id: 'm1', role: 'user', content: 'hello', metadata: {}, createdAt: new Date().toISOString() },
        { id: 'm2', role: 'assistant', content: hostile, metadata: {}, createdAt: new Date().toISOString() },
      ]),
    }),
  );

  await page.goto('/api/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const input = page.getByPlaceholder('Ask about taxes, investments, or finances...');
  await input.fill('hello');
  await input.press('Enter');

  await expect(page.getByText('Here is your answer', { exact: false })).toBeVisible();
  const link = page.getByText('click me');
  await expect(link).toBeVisible();
  await link.click({ force: true });
  await page.getByText('raw link').click({ force: true }).catch(() => undefined);
  await page.waitForTimeout(300);

  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: string }).__xss ?? null,
    scripts: [...document.querySelectorAll('main script, [role="log"] script')].length,
    images: [...document.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? '').filter((s) => s.includes('127.0.0.1:9')),
    jsLinks: [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').filter((h) => h.trim().toLowerCase().startsWith('javascript:')),
    handlers: [...document.querySelectorAll('[onerror], [onclick]')].length,
  }));
  expect(state).toEqual({ xss: null, scripts: 0, images: [], jsLinks: [], handlers: 0 });
  expect(remote).toEqual([]);
  // Still on "/" (the open conversation rides in the query string): no link navigated anywhere.
  expect(new URL(page.url()).pathname).toBe('/');
});

// GET /api/logout is the spec's sign-out link, so any other site could link to it (or load it as an
// image). Followed from another site (the browser itself sends `Sec-Fetch-Site: cross-site`), it
// leaves the person signed in and shows a page whose button signs out with a same-origin JSON POST.
test('a sign-out link on another site asks first, and its button signs out', async ({ page, baseURL }) => {
  await signUp(page);
  const chatInput = page.getByPlaceholder('Ask about taxes, investments, or finances...');
  await expect(chatInput).toBeVisible();
  // Another site, served by the test: a page with a link to Penny's sign-out.
  await page.route('http://other-site.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Prizes</title><a href="${baseURL}/api/logout">Claim your prize</a></html>`,
    }),
  );
  const followTheLink = async () => {
    await page.goto('http://other-site.example/');
    await page.getByRole('link', { name: 'Claim your prize' }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  };

  await followTheLink();
  await expect(page.getByText('You are still signed in.', { exact: false })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  await checkScreen(page, 'sign-out-from-another-site');
  await page.getByRole('link', { name: 'Stay signed in and open Penny' }).click();
  await expect(chatInput).toBeVisible();

  await followTheLink();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
