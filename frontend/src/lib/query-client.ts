import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api/errors';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Spec section 7: a cached query loads by GET on its key segments joined by "/". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
