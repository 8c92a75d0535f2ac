import { afterFirstPaint } from './boot/after-first-paint';
import { startPreloads } from './boot/preloads';
import './index.css';

// The entry is this much only: index.html already shows the landing screen (scripts/prerender.mjs),
// and the app (src/app-main.tsx and the chunks it needs) is fetched once that is on screen.
afterFirstPaint(() => {
  startPreloads(document, window.location.search);
  void import('./app-main');
});
