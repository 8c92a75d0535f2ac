import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { isUnauthorizedError } from '@/lib/api/errors';
import type { User } from '@/lib/api/types';

export const userQueryOptions = () =>
  queryOptions<User | null>({
    queryKey: ['/api/auth/user'],
    // A signed-out visitor is not an error here: it shows the landing screen (spec section 7).
    queryFn: async ({ signal }) => {
      try {
        return unwrap(await api.GET('/api/auth/user', { signal }));
      } catch (error) {
        if (isUnauthorizedError(error)) return null;
        throw error;
      }
    },
  });

/** Authenticated when any user data came back (spec section 3). */
export function useAuth() {
  const { data: user, isLoading, error, refetch, isFetching } = useQuery(userQueryOptions());
  return { user: user ?? null, isLoading, isAuthenticated: !!user, error, retry: () => void refetch(), isFetching };
}
