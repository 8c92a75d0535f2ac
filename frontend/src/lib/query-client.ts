import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: cached data never goes stale, no refetch on focus, no polling, no retries. Each query's
 * function calls the typed client (lib/api/client.ts) on the URL its key spells (the key's parts joined
 * by "/"; src/app/query-keys.test.ts checks every one).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
