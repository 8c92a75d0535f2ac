import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@/lib/api/types';
import { getQueryFn } from '@/lib/query-client';

export const userQueryOptions = () =>
  queryOptions<User | null>({
    queryKey: ['/api/auth/user'],
    // A signed-out visitor is not an error here: it shows the landing screen.
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
  });

/** Authenticated when any user data came back (spec section 3). */
export function useAuth() {
  const { data: user, isLoading } = useQuery(userQueryOptions());
  return { user: user ?? null, isLoading, isAuthenticated: !!user };
}
