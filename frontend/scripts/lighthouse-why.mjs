// Explains the reports `npm run bench:lighthouse` keeps in test-results/lighthouse/: for each one, the
// LCP element and its phases, the long tasks, the scripts' main-thread time and unused bytes, and the
// requests in the order they started (API calls marked), with their observed (unthrottled) timings.
// Usage: node scripts/lighthouse-why.mjs [word ...]   (only reports whose file name contains a word)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test-results/lighthouse';
const words = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && (words.length === 0 || words.some((w) => f.includes(w))))
  .sort();

const short = (url) => {
  if (!URL.canParse(url)) return String(url); // "Unattributable" and the like
  const u = new URL(url);
  return u.pathname.replace(/^\/assets\//, '') + u.search;
};
const ms = (v) => `${Math.round(v)} ms`;
const kb = (v) => `${(v / 1024).toFixed(1)} kB`;

for (const file of files) {
  const r = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const a = r.audits;
  const perf = Math.round((r.categories.performance?.score ?? 0) * 100);
  console.log(`\n== ${file}: performance ${perf}, FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}`);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index']) {
    const s = a[id]?.score;
    if (s !== undefined && s < 0.9) console.log(`   weak: ${id} score ${s}`);
  }

  const lcp = a['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node;
  if (node) console.log(`   LCP element: ${node.nodeLabel?.slice(0, 80)} <${node.selector}>`);
  const phases = lcp[1]?.items ?? [];
  if (phases.length) console.log(`   LCP phases: ${phases.map((p) => `${p.phase} ${ms(p.timing)}`).join(', ')}`);

  const m = a.metrics?.details?.items?.[0] ?? {};
  console.log(`   observed (unthrottled): FCP ${ms(m.observedFirstContentfulPaint ?? 0)}, LCP ${ms(m.observedLargestContentfulPaint ?? 0)}, load ${ms(m.observedLoad ?? 0)}`);

  const long = a['long-tasks']?.details?.items ?? [];
  if (long.length) {
    console.log(`   long tasks (simulated): ${long.slice(0, 6).map((t) => `${short(t.url).slice(0, 30)} ${ms(t.duration)} @${ms(t.startTime)}`).join('; ')}`);
  }
  const boot = a['bootup-time']?.details?.items ?? [];
  if (boot.length) {
    console.log(`   script time: ${boot.slice(0, 5).map((b) => `${short(b.url).slice(0, 30)} ${ms(b.total)} (eval ${ms(b.scripting)}, parse ${ms(b.scriptParseCompile)})`).join('; ')}`);
  }
  const work = a['mainthread-work-breakdown']?.details?.items ?? [];
  if (work.length) console.log(`   main thread: ${work.map((w) => `${w.groupLabel} ${ms(w.duration)}`).join(', ')}`);
  const unused = a['unused-javascript']?.details?.items ?? [];
  if (unused.length) console.log(`   unused JS: ${unused.map((u) => `${short(u.url)} ${kb(u.wastedBytes)} of ${kb(u.totalBytes)}`).join('; ')}`);
  const blocking = a['render-blocking-resources']?.details?.items ?? [];
  console.log(`   render-blocking: ${blocking.length ? blocking.map((b) => short(b.url)).join(', ') : 'none'}`);

  const reqs = a['network-requests']?.details?.items ?? [];
  const t0 = Math.min(...reqs.map((q) => q.networkRequestTime ?? q.startTime ?? 0));
  console.log(`   ${reqs.length} requests, ${kb(reqs.reduce((s, q) => s + (q.transferSize ?? 0), 0))} transferred:`);
  for (const q of reqs) {
    const start = (q.networkRequestTime ?? q.startTime) - t0;
    const end = (q.networkEndTime ?? q.endTime) - t0;
    const api = short(q.url).startsWith('/api/') ? ' API' : '';
    console.log(`     ${ms(start).padStart(8)} → ${ms(end).padStart(8)} ${kb(q.transferSize ?? 0).padStart(9)} ${String(q.resourceType ?? '').padEnd(10)} ${short(q.url)}${api}`);
  }
}
