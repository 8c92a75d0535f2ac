import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatResponse } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CONVERSATIONS_KEY } from '@/lib/conversations';
import { invalidateProfileData } from '@/lib/profile';

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
      // The conversations prefix covers the list and this thread: the reply is new data in the thread
      // whether or not the profile changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
        invalidateProfileData(queryClient),
      ]);
    },
    onError: options.onError,
  });
}
