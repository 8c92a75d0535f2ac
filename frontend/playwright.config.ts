import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// Runs against the real server: SQLite in a throwaway folder, built-in sign-in, built-in advisor.
const bin = resolve(process.env.PENNY_BIN ?? '../target/debug/penny');
const port = process.env.PENNY_E2E_PORT ?? '18473';
process.env.PENNY_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'penny-e2e-'));
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // `env -u`: a model key or OIDC settings in the caller's environment must not leak into the test server.
    command: `env -u OPENAI_API_KEY -u OPENAI_BASE_URL -u OIDC_ISSUER_URL -u OIDC_CLIENT_ID -u OIDC_CLIENT_SECRET "${bin}" serve --bind 127.0.0.1:${port} --static-dir dist`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      DATABASE_URL: `sqlite://${process.env.PENNY_E2E_DATA}/penny.db`,
      PUBLIC_URL: baseURL,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
