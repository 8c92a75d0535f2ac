import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { PROFILE_KEY } from '@/lib/profile';
import { messagesKey } from './get-messages';

export async function undoChange(changeSetId: string) {
  return unwrap(
    await api.POST('/api/financial-profile/changes/{changeSetId}/undo', {
      params: { path: { changeSetId } },
      body: {},
    }),
  );
}

/** Undoes an advisor change set, then refreshes the profile (and everything the dashboard derives
 * from it), the suggestions and the thread, which gains the undo notice. */
export function useUndoChange(
  conversationId: string | null,
  options: { onSuccess?: () => void; onError?: (error: Error) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoChange,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/suggestions'] }),
        conversationId
          ? queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) })
          : Promise.resolve(),
      ]);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
