import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recommendation } from '@/lib/api/types';
import { PROFILE_KEY } from '@/lib/profile';

// Under the profile key so that refreshing the profile refreshes the recommendations too.
export const recommendationsKey = [...PROFILE_KEY, 'recommendations'] as const;

export function useRecommendations() {
  return useQuery(queryOptions<Recommendation[]>({ queryKey: recommendationsKey }));
}
