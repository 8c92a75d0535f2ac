import screens from './screens.json';

/**
 * The screens an address can open directly, each with the code and data it needs first
 * (screens.json). One list for the app (screen-code.ts preloads the code) and the page: the build
 * writes it into index.html's `app-preloads` list (scripts/prerender.mjs), from which the entry asks
 * for the screen's chunks and data together with the app's own, once the landing is on screen
 * (src/boot/preloads.ts).
 */
export type Screen = (typeof screens)[number];
export type ScreenName = Screen['name'];

/** The first screen whose query parameters the address has, in the order screens.json lists them. */
export function requestedScreen(search: string): Screen | undefined {
  const params = new URLSearchParams(search);
  return screens.find((screen) => Object.entries(screen.query).every(([key, value]) => params.get(key) === value));
}
