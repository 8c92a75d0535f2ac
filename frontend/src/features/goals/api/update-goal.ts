import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Goal, GoalPatchInput } from '@/lib/api/types';
import { GOALS_KEY } from '@/lib/goals';

/** `PATCH /api/goals/{id}` (only the fields sent change); refreshes the goals, and with them its what-ifs. */
export function useUpdateGoal(
  id: string,
  options: { onSuccess?: (goal: Goal) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: GoalPatchInput) =>
      unwrap(await api.PATCH('/api/goals/{id}', { params: { path: { id } }, body: patch })),
    onSuccess: async (goal) => {
      await queryClient.invalidateQueries({ queryKey: GOALS_KEY });
      options.onSuccess?.(goal);
    },
    onError: options.onError,
  });
}
