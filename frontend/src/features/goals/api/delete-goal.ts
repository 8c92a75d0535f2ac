import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { GOALS_KEY } from '@/lib/goals';

/** `DELETE /api/goals/{id}` (204); the goal's own queries are dropped and the list refreshed. */
export function useDeleteGoal(
  id: string,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/api/goals/{id}', { params: { path: { id } } });
    },
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [...GOALS_KEY, id] });
      await queryClient.invalidateQueries({ queryKey: GOALS_KEY, exact: true });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
