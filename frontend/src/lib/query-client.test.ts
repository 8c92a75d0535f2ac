import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query client defaults (spec section 7)', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
