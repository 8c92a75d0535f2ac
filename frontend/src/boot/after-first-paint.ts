/**
 * Calls `start` once the page has shown its prerendered content: after the browser reports the first
 * contentful paint (the paint entry arrives once that frame is on screen) and two more frames, so a
 * paint of the rest of the document, parsed after that first one, is on screen too.
 *
 * Why the app's downloads wait for it (docs/benchmarks.md, 2026-11-26 "the first paint before the
 * app's downloads"): the landing in index.html needs nothing but the document to paint, yet when the
 * app's scripts happened to finish arriving before that paint, Lighthouse's simulation counted all of
 * them as needed for it (first paint 1.0 s or 2.1 s on the same build, run to run).
 *
 * Starts at once when no paint will be reported: a hidden page (a background tab, a prerender) paints
 * nothing, and a browser without paint timing never says. A page that becomes hidden on the way starts
 * then, and a paint report that never comes is waited for `fallbackMs` at most.
 */
export function afterFirstPaint(start: () => void, fallbackMs = 3000): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    start();
  };
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported || document.visibilityState !== 'visible') {
    go();
    return;
  }
  document.addEventListener('visibilitychange', go, { once: true });
  setTimeout(go, fallbackMs);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go, 0)));
  });
  observer.observe({ type: 'paint', buffered: true });
}
