// Lighthouse (mobile) against the production build served by a real `penny serve` (SQLite in a temp
// folder): the landing screen signed out, then chat, dashboard and topics signed in (the tab rides in
// the query string), each in the light and the dark theme. Run after `npm run build`.
// Needs Chromium at /usr/bin/chromium (or CHROME_PATH); never downloads a browser.
// `--gzip-proxy` puts a gzip-compressing reverse proxy in front of the server, to show what the
// server would score once it compresses its responses.
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { createGzip } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const bin = resolve(process.env.PENNY_BIN ?? '../target/debug/penny');
const port = process.env.PENNY_LH_PORT ?? '18474';
const useProxy = process.argv.includes('--gzip-proxy');
const proxyPort = String(Number(port) + 1);
const base = `http://127.0.0.1:${port}`;
const auditBase = useProxy ? `http://127.0.0.1:${proxyPort}` : base;
const dir = mkdtempSync(join(tmpdir(), 'penny-lighthouse-'));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const server = spawn(bin, ['serve', '--bind', `127.0.0.1:${port}`, '--static-dir', 'dist'], {
  env: { ...process.env, DATABASE_URL: `sqlite://${dir}/penny.db`, PUBLIC_URL: auditBase, RUST_LOG: 'warn' },
  stdio: 'ignore',
});

function startProxy() {
  const proxy = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: { ...req.headers, host: `127.0.0.1:${proxyPort}`, 'accept-encoding': 'identity' } },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? '')) && /text|javascript|json|svg/.test(type);
        const headers = { ...up.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
        }
        res.writeHead(up.statusCode ?? 502, headers);
        (gzip ? up.pipe(createGzip()) : up).pipe(res);
      },
    );
    req.pipe(upstream);
  });
  proxy.listen(Number(proxyPort), '127.0.0.1');
  return proxy;
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('penny serve did not start');
}

async function signUp() {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, password: 'lighthouse-password-1' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

// A realistic dashboard: cards, recommendations and a retirement chart, not the empty state.
async function fillProfile(cookie) {
  const res = await fetch(`${base}/api/financial-profile`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
    body: JSON.stringify({ annualIncome: '85000', currentSavings: '4000', superBalance: '60000', age: '34', retirementAge: '65' }),
  });
  if (!res.ok) throw new Error(`profile update failed: ${res.status}`);
}

async function lighthouse(name, { path = '/', headers, dark = false } = {}) {
  // Reports are kept for inspection (test-results/ is gitignored).
  mkdirSync('test-results/lighthouse', { recursive: true });
  const out = join('test-results/lighthouse', `${name.replace(/\W+/g, '-')}.json`);
  const profile = join(dir, `chrome-${name}`);
  // Fetched by npx on first use rather than kept in devDependencies: its dependency tree pins a
  // package to the "latest" dist-tag, which makes the lockfile go stale (and `npm ci` fail) whenever
  // that package publishes.
  const args = [
    '--yes',
    'lighthouse@12.8.2',
    `${auditBase}${path}`,
    '--quiet',
    '--form-factor=mobile',
    '--only-categories=performance,accessibility,best-practices',
    '--output=json',
    `--output-path=${out}`,
    `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=${profile}${dark ? ' --force-dark-mode' : ''}`,
  ];
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  // Asynchronous, so that the optional proxy in this process keeps serving while Lighthouse runs.
  const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } });
  const code = await new Promise((done) => child.on('close', done));
  if (code !== 0) throw new Error(`lighthouse exited with ${code}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.displayValue ?? '-';
  return {
    screen: name,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const proxy = useProxy ? startProxy() : null;
try {
  await waitForServer();
  const cookie = await signUp();
  await fillProfile(cookie);
  const rows = [];
  // `--force-dark-mode` makes Chromium report prefers-color-scheme: dark, which the app follows.
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    rows.push(await lighthouse(`landing ${theme}`, { dark }));
    for (const [screen, path] of [['chat', '/'], ['dashboard', '/?tab=dashboard'], ['topics', '/?tab=topics']]) {
      rows.push(await lighthouse(`${screen} ${theme}`, { path, headers: { Cookie: cookie }, dark }));
    }
  }
  console.table(rows);
  const failed = rows.filter((r) => r.performance < 95 || r.accessibility < 100);
  if (failed.length > 0) {
    console.error('Below target (Performance ≥ 95, Accessibility 100):', failed.map((r) => r.screen).join(', '));
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  proxy?.close();
  rmSync(dir, { recursive: true, force: true });
}
