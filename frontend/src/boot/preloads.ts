/**
 * What the app needs first, by address: written into index.html by scripts/prerender.mjs (from Vite's
 * manifest and src/app/screens.json) as `<script type="application/json" id="app-preloads">`, and asked
 * for here all at once when the app starts, so the shell, the requested screen and their data download
 * side by side instead of one after another as each chunk runs.
 */
export interface AppPreloads {
  /** Every visit: the app's and the shell's chunks, the sign-in check and the profile. */
  modules: string[];
  fetch: string[];
  /** The screen an address opens (the first whose every query pair the address has). */
  screens: { query: Record<string, string>; modules: string[]; fetch: string[] }[];
}

export const PRELOADS_ELEMENT_ID = 'app-preloads';

/** The modules and data to preload for this address. */
export function preloadsFor(preloads: AppPreloads, search: string): { modules: string[]; fetch: string[] } {
  const params = new URLSearchParams(search);
  const screen = preloads.screens.find((s) => Object.entries(s.query).every(([key, value]) => params.get(key) === value));
  return {
    modules: [...new Set([...preloads.modules, ...(screen?.modules ?? [])])],
    fetch: [...new Set([...preloads.fetch, ...(screen?.fetch ?? [])])],
  };
}

/** Adds a `<link>` per module (`modulepreload`) and per API address (`preload`, as the app's credentialed fetch). */
export function startPreloads(doc: Document, search: string): void {
  const data = doc.getElementById(PRELOADS_ELEMENT_ID)?.textContent;
  if (!data) return; // `vite dev`: no prerendered page
  const { modules, fetch } = preloadsFor(JSON.parse(data) as AppPreloads, search);
  const link = (attrs: Record<string, string>) => {
    const el = doc.createElement('link');
    for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
    doc.head.append(el);
  };
  for (const href of fetch) link({ rel: 'preload', href, as: 'fetch', crossorigin: 'use-credentials' });
  for (const href of modules) link({ rel: 'modulepreload', href, crossorigin: '' });
}
