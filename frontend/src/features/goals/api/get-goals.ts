import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Goal } from '@/lib/api/types';
import { GOALS_KEY } from '@/lib/goals';

/** `GET /api/goals`: the person's goals, oldest first, each with its figures. */
export const goalsQueryOptions = () =>
  queryOptions<Goal[]>({
    queryKey: GOALS_KEY,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/goals', { signal })),
  });

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
