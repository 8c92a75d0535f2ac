import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatResponse } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { PROFILE_KEY } from '@/lib/profile';
import { messagesKey } from './get-messages';

export interface SendMessageInput {
  message: string;
  conversationId?: string;
}

export async function sendMessage(input: SendMessageInput): Promise<ChatResponse> {
  return unwrap(await api.POST('/api/chat', { body: input }));
}

/** After a send: refresh the conversations, the profile, the suggestions and that conversation's messages. */
export function useSendMessage(options: {
  onSuccess?: (data: ChatResponse) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: async (data) => {
      options.onSuccess?.(data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/conversations'], exact: true }),
        queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/suggestions'] }),
        // The reply is new data in the thread whether or not the profile changed.
        queryClient.invalidateQueries({ queryKey: messagesKey(data.conversationId) }),
      ]);
    },
    onError: options.onError,
  });
}
