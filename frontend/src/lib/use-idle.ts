import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has had an idle moment after it (at most `timeout`
 * ms later). Heavy, secondary content (the Plan view's chart: recharts' code and a few hundred SVG
 * nodes) mounts then, so the text above it is painted first and stays the largest contentful paint;
 * the switch is a transition, so React renders the content in slices instead of one long task.
 * Without requestIdleCallback (Safari, jsdom) a zero-delay timer stands in.
 */
export function useIdle(timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const ready = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(ready, { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(ready, 0);
    return () => window.clearTimeout(handle);
  }, [timeout]);
  return idle;
}
