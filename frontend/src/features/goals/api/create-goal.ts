import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Goal, GoalInput } from '@/lib/api/types';
import { GOALS_KEY } from '@/lib/goals';

/** `POST /api/goals`; the goals are refreshed before `onSuccess`, so the new one is on screen when the form closes. */
export function useCreateGoal(options: { onSuccess?: (goal: Goal) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GoalInput) => unwrap(await api.POST('/api/goals', { body: input })),
    onSuccess: async (goal) => {
      await queryClient.invalidateQueries({ queryKey: GOALS_KEY });
      options.onSuccess?.(goal);
    },
    onError: options.onError,
  });
}
