import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Goal } from '@/lib/api/types';
import { GOALS_KEY } from '@/lib/goals';

/**
 * `GET /api/goals/{id}`, with `monthlySaving` the what-if ("save $X a month": the projected date and
 * on-track as if that much went to the goal; nothing is saved). Under the goals key, so a change to
 * the goal or the profile refreshes it; the what-if is the key's last part, as the plan's are.
 */
export const goalQueryOptions = (id: string, monthlySaving?: string) =>
  queryOptions<Goal>({
    queryKey: monthlySaving === undefined ? [...GOALS_KEY, id] : [...GOALS_KEY, id, { monthlySaving }],
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/api/goals/{id}', {
          params: { path: { id }, query: monthlySaving === undefined ? {} : { monthlySaving } },
          signal,
        }),
      ),
  });

/** The goal at `monthlySaving` a month; idle until an amount is given. The last answer stays while the next loads. */
export function useGoalWhatIf(id: string, monthlySaving: string | undefined) {
  return useQuery({
    ...goalQueryOptions(id, monthlySaving),
    enabled: monthlySaving !== undefined,
    placeholderData: keepPreviousData,
  });
}
