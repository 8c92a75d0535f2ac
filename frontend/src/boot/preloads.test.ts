import { afterEach, describe, expect, it } from 'vitest';
import { PRELOADS_ELEMENT_ID, preloadsFor, startPreloads, type AppPreloads } from './preloads';

const PRELOADS: AppPreloads = {
  modules: ['/assets/app.js', '/assets/shell.js'],
  fetch: ['/api/auth/user', '/api/financial-profile'],
  screens: [
    { query: { tab: 'dashboard', view: 'goals' }, modules: ['/assets/goals.js', '/assets/shell.js'], fetch: ['/api/goals'] },
    { query: { tab: 'dashboard' }, modules: ['/assets/dashboard.js'], fetch: [] },
  ],
};

describe('the preloads an address starts', () => {
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    document.getElementById(PRELOADS_ELEMENT_ID)?.remove();
  });

  it('adds the most specific screen to what every visit needs, each file once', () => {
    expect(preloadsFor(PRELOADS, '?view=goals&tab=dashboard')).toEqual({
      modules: ['/assets/app.js', '/assets/shell.js', '/assets/goals.js'],
      fetch: ['/api/auth/user', '/api/financial-profile', '/api/goals'],
    });
    expect(preloadsFor(PRELOADS, '?tab=dashboard').modules).toContain('/assets/dashboard.js');
    expect(preloadsFor(PRELOADS, '')).toEqual({ modules: PRELOADS.modules, fetch: PRELOADS.fetch });
  });

  it('puts a link per file in the head, data as a credentialed fetch', () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = PRELOADS_ELEMENT_ID;
    data.textContent = JSON.stringify(PRELOADS);
    document.body.append(data);
    startPreloads(document, '?tab=dashboard&view=goals');
    const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('crossorigin')]);
    expect(links).toEqual([
      ['preload', '/api/auth/user', 'fetch', 'use-credentials'],
      ['preload', '/api/financial-profile', 'fetch', 'use-credentials'],
      ['preload', '/api/goals', 'fetch', 'use-credentials'],
      ['modulepreload', '/assets/app.js', null, ''],
      ['modulepreload', '/assets/shell.js', null, ''],
      ['modulepreload', '/assets/goals.js', null, ''],
    ]);
  });

  it('does nothing without the list (the dev server)', () => {
    startPreloads(document, '?tab=dashboard');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
