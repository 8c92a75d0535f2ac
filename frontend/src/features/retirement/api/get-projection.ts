import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Projection } from '@/lib/api/types';
import { PROFILE_KEY } from '@/lib/profile';

// Under the profile key so that refreshing the profile refreshes the projection too.
export const projectionKey = [...PROFILE_KEY, 'projection'] as const;

export function useProjection(enabled: boolean) {
  return useQuery(queryOptions<Projection>({ queryKey: projectionKey, enabled }));
}
