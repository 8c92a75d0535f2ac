// Lighthouse (mobile) against the production build served by a real `penny serve` (PENNY_BIN, SQLite in
// a temp folder): the landing screen signed out, then chat, dashboard, topics, the Plan view and the Goals
// view signed in (the tab and view ride in the query string), each in the light and the dark theme. Run after
// `npm run build`.
// Needs Chromium at /usr/bin/chromium (or CHROME_PATH); never downloads a browser.
// Options:
//   --runs=N       audit each page N times and report the median and range (the performance score moves
//                  with the machine's load; transfer sizes and request counts do not)
//   --only=a,b     audit only the screens whose name contains one of these words ("plan", "dark")
//   --gzip-proxy   put a gzip-compressing reverse proxy in front of the server (the server already sends
//                  the build's precompressed copies; kept to compare)
// `node scripts/lighthouse-why.mjs` then explains the kept reports (LCP element, long tasks, requests).
import { spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { createGzip } from 'node:zlib';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startPenny } from './penny-server.mjs';

// PENNY_BIN: the server to measure; people run the release build (scripts/run.sh), so figures for the
// record come from `PENNY_BIN=<release penny>`. PENNY_STATIC_DIR: the built web app to serve (default
// dist), e.g. a copy of an earlier build to compare before and after on the same server.
const staticDir = process.env.PENNY_STATIC_DIR ?? 'dist';
const port = process.env.PENNY_LH_PORT ?? '18474';
const useProxy = process.argv.includes('--gzip-proxy');
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Math.max(1, Number(option('runs') ?? 1));
const only = option('only')?.split(',').filter(Boolean) ?? [];
const proxyPort = String(Number(port) + 1);
const auditBase = useProxy ? `http://127.0.0.1:${proxyPort}` : `http://127.0.0.1:${port}`;
const penny = startPenny({ port, staticDir, publicUrl: auditBase, name: 'penny-lighthouse' });
const { base, dir } = penny;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';


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

async function signUp() {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, password: 'lighthouse-password-1' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

// A realistic dashboard: cards, recommendations, a retirement chart and goals, not the empty state; the
// same profile is complete enough for the Plan view's headlines, chart and what-ifs.
async function fillProfile(cookie) {
  const res = await fetch(`${base}/api/financial-profile`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
    body: JSON.stringify({ annualIncome: '85000', currentSavings: '4000', superBalance: '60000', age: '34', retirementAge: '65' }),
  });
  if (!res.ok) throw new Error(`profile update failed: ${res.status}`);
  // Two goals, so the dashboard's Goals card and the Goals view show progress bars, not the empty state.
  for (const goal of [
    { kind: 'savings', title: 'House deposit', targetAmount: '40000', currentAmount: '4000', targetDate: `${new Date().getFullYear() + 3}-12-31` },
    { kind: 'net_worth', targetAmount: '100000' },
  ]) {
    const created = await fetch(`${base}/api/goals`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, Cookie: cookie },
      body: JSON.stringify(goal),
    });
    if (!created.ok) throw new Error(`goal creation failed: ${created.status}`);
  }
}

async function lighthouse(name, run, { path = '/', headers, dark = false } = {}) {
  // Reports are kept for inspection (test-results/ is gitignored).
  mkdirSync('test-results/lighthouse', { recursive: true });
  const out = join('test-results/lighthouse', `${name.replace(/\W+/g, '-')}-${run}.json`);
  const profile = join(dir, `chrome-${name}-${run}`);
  const load = loadavg()[0];
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
  // One retry: on a loaded machine Chromium now and then loses the trace (NO_NAVSTART), which says
  // nothing about the page.
  for (let attempt = 1; ; attempt++) {
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } });
    const code = await new Promise((done) => child.on('close', done));
    if (code === 0) break;
    if (attempt === 2) throw new Error(`lighthouse exited with ${code}`);
    rmSync(profile, { recursive: true, force: true });
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const value = (id) => report.audits[id]?.numericValue ?? NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // Independent of the CPU: what crossed the wire, and how many requests it took.
    requests: requests.length,
    apiRequests: requests.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length,
    transferKb: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    load,
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const range = (xs, digits = 0) => {
  const lo = Math.min(...xs).toFixed(digits);
  const hi = Math.max(...xs).toFixed(digits);
  return lo === hi ? lo : `${lo}-${hi}`;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One row per screen: the median and range over its runs. */
function summarise(screen, results) {
  const all = (key) => results.map((r) => r[key]);
  return {
    screen,
    performance: `${median(all('performance'))} (${range(all('performance'))})`,
    accessibility: Math.min(...all('accessibility')),
    bestPractices: Math.min(...all('bestPractices')),
    fcp: seconds(median(all('fcp'))),
    lcp: `${seconds(median(all('lcp')))} (${range(all('lcp').map((v) => v / 1000), 1)})`,
    tbt: `${Math.round(median(all('tbt')))} ms (${range(all('tbt'))})`,
    cls: Math.max(...all('cls')).toFixed(3),
    requests: range(all('requests')),
    api: range(all('apiRequests')),
    transferKb: range(all('transferKb'), 1),
    jsKb: range(all('jsKb'), 1),
    load: range(all('load'), 1),
    medianPerformance: median(all('performance')),
  };
}

const proxy = useProxy ? startProxy() : null;
try {
  await penny.ready();
  const cookie = await signUp();
  await fillProfile(cookie);
  const pages = [];
  // `--force-dark-mode` makes Chromium report prefers-color-scheme: dark, which the app follows.
  for (const dark of [false, true]) {
    const theme = dark ? 'dark' : 'light';
    pages.push({ name: `landing ${theme}`, dark });
    for (const [screen, path] of [
      ['chat', '/'],
      ['dashboard', '/?tab=dashboard'],
      ['topics', '/?tab=topics'],
      ['plan', '/?tab=dashboard&view=plan'],
      ['goals', '/?tab=dashboard&view=goals'],
    ]) {
      pages.push({ name: `${screen} ${theme}`, path, headers: { Cookie: cookie }, dark });
    }
  }
  const chosen = pages.filter((p) => only.length === 0 || only.some((word) => p.name.includes(word)));
  const results = new Map(chosen.map((p) => [p.name, []]));
  // Run after run over all pages (not one page N times in a row), so a burst of load from other
  // processes spreads over the pages instead of sinking one of them.
  for (let run = 1; run <= runs; run++) {
    for (const { name, ...page } of chosen) results.get(name).push(await lighthouse(name, run, page));
  }
  const rows = [...results].map(([screen, rs]) => summarise(screen, rs));
  console.table(rows.map(({ medianPerformance: _, ...row }) => row));
  console.log(`${runs} run(s) per screen; performance: median (range); load: 1-minute load average at each run's start`);
  const failed = rows.filter((r) => r.medianPerformance < 95 || r.accessibility < 100);
  if (failed.length > 0) {
    console.error('Below target (Performance ≥ 95, Accessibility 100):', failed.map((r) => r.screen).join(', '));
    process.exitCode = 1;
  }
} finally {
  penny.stop();
  proxy?.close();
}
