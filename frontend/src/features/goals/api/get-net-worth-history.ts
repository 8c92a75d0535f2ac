import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { NetWorthHistory } from '@/lib/api/types';
import { PROFILE_KEY } from '@/lib/profile';

// Under the profile key, so every profile change (the only thing that moves it) refreshes it.
export const netWorthHistoryKey = [...PROFILE_KEY, 'history'] as const;

/** `GET /api/financial-profile/history`: a point after each profile change and one for now, oldest first. */
export const netWorthHistoryQueryOptions = () =>
  queryOptions<NetWorthHistory>({
    queryKey: netWorthHistoryKey,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/financial-profile/history', { signal })),
  });

export function useNetWorthHistory() {
  return useQuery(netWorthHistoryQueryOptions());
}
