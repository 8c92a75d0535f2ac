import { renderToString } from 'react-dom/server';
import { Landing } from '@/features/auth/components/landing';

/**
 * Build-time render of the landing screen into dist/index.html (scripts/prerender.mjs): "/" shows the
 * landing screen while the user is loading, so the first paint needs no JavaScript. React replaces this
 * markup with the same screen on start.
 */
export function render(): string {
  return renderToString(<Landing />);
}
