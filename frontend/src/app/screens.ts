import screens from './screens.json';

/**
 * The screens an address can open directly, each with the code and data it needs first
 * (screens.json). One list for the app (screen-code.ts preloads the code) and the server: the build turns it
 * into `dist/preload.json` (scripts/prerender.mjs), from which `penny serve` sends a `Link` preload
 * header with the page, so the browser asks for them before any script has run.
 */
export type Screen = (typeof screens)[number];
export type ScreenName = Screen['name'];

/** The first screen whose query parameters the address has, in the order screens.json lists them. */
export function requestedScreen(search: string): Screen | undefined {
  const params = new URLSearchParams(search);
  return screens.find((screen) => Object.entries(screen.query).every(([key, value]) => params.get(key) === value));
}
