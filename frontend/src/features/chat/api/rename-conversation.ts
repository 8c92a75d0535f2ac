import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { CONVERSATIONS_KEY } from '@/lib/conversations';

export async function renameConversation({ id, title }: { id: string; title: string }) {
  return unwrap(await api.PATCH('/api/conversations/{id}', { params: { path: { id } }, body: { title } }));
}

export function useRenameConversation(options: { onError?: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameConversation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }),
    onError: options.onError,
  });
}
