import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Recommendation } from '@/lib/api/types';
import { PROFILE_KEY } from '@/lib/profile';

// Under the profile key so that refreshing the profile refreshes the recommendations too.
export const recommendationsKey = [...PROFILE_KEY, 'recommendations'] as const;

export const recommendationsQueryOptions = () =>
  queryOptions<Recommendation[]>({
    queryKey: recommendationsKey,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/financial-profile/recommendations', { signal })),
  });

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
