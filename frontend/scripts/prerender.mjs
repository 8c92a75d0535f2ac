// Puts the server-rendered landing screen inside <div id="root"> of dist/index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ssrDir = resolve('dist-ssr');
const { render } = await import(pathToFileURL(resolve(ssrDir, 'prerender.js')).href);
const file = resolve('dist/index.html');
const html = readFileSync(file, 'utf8');
const marker = '<div id="root"></div>';
if (!html.includes(marker)) throw new Error(`${marker} not found in dist/index.html`);
let out = html.replace(marker, `<div id="root">${render()}</div>`);
// The one stylesheet is small: inlined, the first paint waits for no request but the document. A
// disabled link to the same file stays behind: Vite's loader for lazy chunks skips a stylesheet the
// page already links, and otherwise fetches the file again and holds every lazy screen until it has
// arrived (Lighthouse showed it on each signed-in screen); a disabled stylesheet is not fetched.
const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
if (!stylesheet.test(out)) throw new Error('no stylesheet link in dist/index.html to inline');
out = out.replace(stylesheet, (_, href) => {
  const css = readFileSync(resolve('dist', href), 'utf8');
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>\n    <link rel="stylesheet" href="/${href}" disabled>`;
});
// What the app needs first, asked for by the entry (src/main.tsx, src/boot/preloads.ts) all at once when it
// starts the app, once the landing above is on screen: the app's and the shell's chunks, the sign-in
// check and the profile (every signed-in screen reads it) for everyone (a signed-out visitor gets two
// small 401s), and the chunks and data of the screen the address opens (src/app/screens.json). Nothing
// of it is named in the page's head, or sent as a `Link` header: requests that finished before the first
// paint counted, in Lighthouse's simulation, as needed for it (docs/benchmarks.md, 2026-11-26).
const manifestFile = resolve('dist/.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
/** The files a module needs that the page does not load already: its chunk and, in turn, their imports. */
const chunksOf = (key, into = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (chunk.isEntry || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunksOf(dep, into);
  return into;
};
const inPage = (f) => out.includes(`/${f}"`);
const files = (modules) => [...new Set(modules.flatMap((m) => [...chunksOf(m)]))].filter((f) => !inPage(f)).map((f) => `/${f}`);
const screens = JSON.parse(readFileSync(resolve('src/app/screens.json'), 'utf8'));
const always = files(['src/app-main.tsx', 'src/app/shell.tsx']);
const preloads = {
  modules: always,
  fetch: ['/api/auth/user', '/api/financial-profile'],
  screens: screens.map((screen) => ({
    query: screen.query,
    modules: files(screen.modules).filter((f) => !always.includes(f)),
    fetch: screen.fetch,
  })),
};
if (/<link rel="(?:modulepreload|preload)"/.test(out)) throw new Error('index.html preloads something before the first paint');
out = out.replace(
  '</body>',
  `  <script type="application/json" id="app-preloads">${JSON.stringify(preloads).replaceAll('<', '\\u003c')}</script>\n  </body>`,
);
rmSync(resolve('dist/.vite'), { recursive: true, force: true });
writeFileSync(file, out);
rmSync(ssrDir, { recursive: true, force: true });
console.log('prerendered the landing screen into dist/index.html');
