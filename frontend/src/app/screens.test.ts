import { describe, expect, it } from 'vitest';
import codeSource from './screen-code.ts?raw';
import screens from './screens.json';
import { requestedScreen } from './screens';

describe('screens an address opens', () => {
  it('picks the most specific screen first, and none for chat or an unknown tab', () => {
    expect(requestedScreen('?tab=dashboard&view=plan')?.name).toBe('plan');
    expect(requestedScreen('?view=plan&tab=dashboard&conversation=x')?.name).toBe('plan');
    expect(requestedScreen('?tab=dashboard')?.name).toBe('dashboard');
    expect(requestedScreen('?tab=topics')?.name).toBe('topics');
    expect(requestedScreen('')).toBeUndefined();
    expect(requestedScreen('?conversation=abc')).toBeUndefined();
    expect(requestedScreen('?tab=nope')).toBeUndefined();
  });

  // The page preloads the modules screens.json lists; the app loads what screen-code.ts imports. They must be
  // the same files, or the browser fetches one set and runs another.
  it('lists exactly the modules screen-code.ts loads for each screen', () => {
    for (const screen of screens) {
      expect(codeSource).toMatch(new RegExp(`\\b${screen.name}: \\[`));
      for (const module of screen.modules) {
        const specifier = module.replace(/^src\//, '@/').replace(/\.tsx?$/, '');
        expect(codeSource).toContain(`import('${specifier}')`);
      }
    }
    const lazyImports = [...codeSource.matchAll(/lazyWithPreload\(\(\) =>\s*import\('([^']+)'\)/g)].map((m) => m[1]);
    const listed = screens.flatMap((s) => s.modules.map((m) => m.replace(/^src\//, '@/').replace(/\.tsx?$/, '')));
    expect(new Set(lazyImports)).toEqual(new Set(listed));
  });
});
