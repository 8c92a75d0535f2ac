// Reports the gzip size of what the first page load fetches (entry script, the app it starts, and CSS)
// and of every lazily loaded chunk. Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
// A disabled stylesheet link (scripts/prerender.mjs leaves one beside the inlined copy) is not fetched.
const firstLoad = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
  .filter((m) => !/\sdisabled\b/.test(m[0]))
  .map((m) => /(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/.exec(m[0])?.[1])
  .filter(Boolean);
// The app itself is fetched by the entry once the landing is on screen (src/main.tsx): every visit's
// chunks are listed in the page (scripts/prerender.mjs), and count as first-load JS all the same.
const preloads = /<script type="application\/json" id="app-preloads">(.*?)<\/script>/.exec(html);
if (!preloads) throw new Error('no app-preloads list in dist/index.html');
firstLoad.push(...JSON.parse(preloads[1]).modules.map((f) => f.replace(/^\//, '')));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

let firstJs = 0;
// The stylesheet is inlined into index.html by scripts/prerender.mjs, so the document counts as CSS.
let firstCss = gzipSync(html, { level: 9 }).length;
console.log('First load:');
console.log(`  ${'index.html (prerendered landing + inline CSS)'.padEnd(48)} ${kb(firstCss).padStart(7)} kB gzip`);
for (const file of firstLoad) {
  const size = gz(file);
  if (file.endsWith('.js')) firstJs += size;
  else firstCss += size;
  console.log(`  ${file.padEnd(48)} ${kb(size).padStart(7)} kB gzip`);
}
console.log('Lazy chunks:');
for (const file of readdirSync(join(dist, 'assets'))) {
  const path = `assets/${file}`;
  if (firstLoad.includes(path) || !file.endsWith('.js')) continue;
  console.log(`  ${path.padEnd(48)} ${kb(gz(path)).padStart(7)} kB gzip`);
}
console.log(`First-load JS: ${kb(firstJs)} kB gzip (limit ${LIMIT_KB} kB); HTML + CSS: ${kb(firstCss)} kB gzip`);
if (firstJs / 1024 > LIMIT_KB) {
  console.error(`First-load JS is over ${LIMIT_KB} kB gzip.`);
  process.exit(1);
}
