import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Projection } from '@/lib/api/types';
import { PROFILE_KEY } from '@/lib/profile';

// Under the profile key so that refreshing the profile refreshes the projection too.
export const projectionKey = [...PROFILE_KEY, 'projection'] as const;

export const projectionQueryOptions = () =>
  queryOptions<Projection>({
    queryKey: projectionKey,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/financial-profile/projection', { signal })),
  });

export function useProjection(enabled: boolean) {
  return useQuery({ ...projectionQueryOptions(), enabled });
}
