// How long the Plan view takes to show new figures after a what-if changes (issue: "the figures
// follow within 100 ms of a change"). A real `penny serve` (SQLite in a temp folder) serves the
// production build; Debian's Chromium (phone viewport) opens the Plan view signed in; the monthly
// spending field is changed N times, and each sample is measured inside the page, from the field's
// `input` event to the moment the view shows the figures the server worked out for the new value
// (the "Now $X a month" line comes from the plan's answer, not from the field).
// Run after `npm run build`:  PENNY_BIN=../target/release/penny node scripts/bench-plan-whatif.mjs --runs=40
// Never downloads a browser.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startPenny } from './penny-server.mjs';

const runs = Math.max(5, Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 40));
const penny = startPenny({ port: process.env.PENNY_WHATIF_PORT ?? '18476', name: 'penny-whatif' });
const { base } = penny;

async function signUpWithProfile() {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `whatif-${Date.now()}@example.com`, password: 'whatif-password-1' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const patch = await fetch(`${base}/api/financial-profile`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookies.join('; ') },
    body: JSON.stringify({ annualIncome: '95000', superBalance: '120000', currentSavings: '20000', age: '38', retirementAge: '65', monthlyExpenses: '4000' }),
  });
  if (!patch.ok) throw new Error(`profile update failed: ${patch.status}`);
  return cookies.map((c) => {
    const [name, ...value] = c.split('=');
    return { name, value: value.join('='), url: base };
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let browser;
try {
  await penny.ready();
  const cookies = await signUpWithProfile();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`${base}/?tab=dashboard&view=plan`);
  const field = page.getByLabel('Monthly spending in retirement');
  await field.waitFor();
  await page.getByText('Now $4,000 a month').waitFor();
  // The chart mounts once the browser is idle after the headlines; a person changes a what-if after
  // the view has settled, so the samples start then.
  await page.getByRole('img', { name: /Balance by age/ }).waitFor();
  await page.evaluate(() => {
    document.addEventListener('input', () => (window.__whatifStart = performance.now()), true);
  });
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const value = 2000 + ((i * 137) % 3000);
    const expected = `Now $${value.toLocaleString('en-US')} a month`;
    // The observer is in place before the field changes: the page runs commands in order.
    const shown = page.evaluate(
      (text) =>
        new Promise((done) => {
          const seen = () => document.body.innerText.includes(text);
          const observer = new MutationObserver(() => {
            if (seen()) {
              observer.disconnect();
              done(performance.now() - window.__whatifStart);
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
      expected,
    );
    await field.fill(String(value));
    samples.push(await shown);
  }
  console.log(`  in order: ${samples.map((s) => s.toFixed(0)).join(" ")}`);
  samples.sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`;
  console.log(`what-if to new figures over ${samples.length} changes (load average ${loadavg()[0].toFixed(1)}):`);
  console.log(`  p50 ${f(percentile(samples, 50))}  p90 ${f(percentile(samples, 90))}  max ${f(samples.at(-1))}  min ${f(samples[0])}`);
} finally {
  await browser?.close();
  penny.stop();
}
