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
// A signed-in visitor needs the sign-in check, the profile (every signed-in screen reads it) and the
// shell's chunks next; fetch them alongside the entry script instead of one after another: the profile
// used to wait for the sign-in check and the shell's first render. A signed-out visitor gets two small
// 401s instead of one. (`use-credentials` matches the app's credentialed fetch.)
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
const preload = chunksOf('src/app/shell.tsx');
const links = [
  '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
  '<link rel="preload" href="/api/financial-profile" as="fetch" crossorigin="use-credentials">',
  ...[...preload].filter((f) => !inPage(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
].join('\n    ');
out = out.replace('</head>', `  ${links}\n  </head>`);
// The screen an address opens directly (src/app/screens.json) needs its own chunks and, for the plan,
// its data: `penny serve` sends them as a `Link` header with the page when the visitor has a session, so
// the browser fetches them alongside the entry script instead of after the shell has run.
const screens = JSON.parse(readFileSync(resolve('src/app/screens.json'), 'utf8'));
const preloadFile = {
  screens: screens.map((screen) => ({
    query: screen.query,
    link: [
      ...[...new Set(screen.modules.flatMap((m) => [...chunksOf(m)]))]
        .filter((f) => !inPage(f))
        .map((f) => `</${f}>; rel=modulepreload; crossorigin`),
      ...screen.fetch.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`),
    ].join(', '),
  })),
};
writeFileSync(resolve('dist/preload.json'), `${JSON.stringify(preloadFile, null, 2)}\n`);
rmSync(resolve('dist/.vite'), { recursive: true, force: true });
writeFileSync(file, out);
rmSync(ssrDir, { recursive: true, force: true });
console.log('prerendered the landing screen into dist/index.html');
