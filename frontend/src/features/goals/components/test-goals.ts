import type { Goal } from '@/lib/api/types';

/** A goal as the API sends it: every field present (null where nothing is known). */
export function goal(over: Partial<Goal> = {}): Goal {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'savings',
    title: 'House deposit',
    targetAmount: '40000',
    targetDate: '2029-12-31',
    targetMonths: null,
    field: null,
    startAmount: '10000',
    currentAmount: '10000',
    progress: '0.25',
    requiredMonthly: '670.48',
    projectedDate: '2029-02-26',
    onTrack: true,
    status: 'active',
    createdAt: '2026-11-26T01:00:00Z',
    updatedAt: '2026-11-26T01:00:00Z',
    ...over,
  };
}
