import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Plan } from '@/lib/api/types';
import { PROFILE_KEY } from '@/lib/profile';

/** What-ifs for the plan (GET /api/financial-profile/plan's query); none changes the saved profile. */
export interface WhatIfs {
  retirementAge?: number;
  monthlySpending?: string;
  extraContribution?: string;
  claimAge?: number;
  inflation?: string;
  expectedReturn?: string;
  volatility?: string;
}

// Under the profile key, so every profile change refreshes the plan (the key's parts are the URL).
export const planKey = [...PROFILE_KEY, 'plan'] as const;

export const planQueryOptions = (whatIfs: WhatIfs = {}) =>
  queryOptions<Plan>({
    queryKey: Object.keys(whatIfs).length === 0 ? planKey : [...planKey, whatIfs],
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/financial-profile/plan', { params: { query: whatIfs }, signal })),
  });

/** The plan; while a what-if loads, the last answer stays on screen (no flash between figures). */
export function usePlan(whatIfs: WhatIfs, enabled = true) {
  return useQuery({ ...planQueryOptions(whatIfs), enabled, placeholderData: keepPreviousData });
}
