import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';

// Loaded by main.tsx once the prerendered landing is on screen.

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // "/" arrives with the landing screen already in the page (scripts/prerender.mjs), which is what the
  // app shows first there (the sign-in check is under way): React adopts that markup instead of
  // building it again. Any other path shows the not-found screen, so it is built from scratch.
  if (window.location.pathname === '/' && root.firstElementChild) hydrateRoot(root, app);
  else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
