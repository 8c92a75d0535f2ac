import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { CONVERSATIONS_KEY } from '@/lib/conversations';

export async function deleteConversation(id: string): Promise<void> {
  await api.DELETE('/api/conversations/{id}', { params: { path: { id } } });
}

export function useDeleteConversation(options: {
  onSuccess?: (id: string) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: async (_, id) => {
      options.onSuccess?.(id);
      await queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
    },
    onError: options.onError,
  });
}
