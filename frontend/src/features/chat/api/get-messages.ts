import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@/lib/api/types';

export const messagesKey = (conversationId: string) =>
  ['/api/conversations', conversationId, 'messages'] as const;

/** Loads only once a conversation exists (spec section 4). */
export function useMessages(conversationId: string | null) {
  return useQuery(
    queryOptions<Message[]>({
      queryKey: messagesKey(conversationId ?? ''),
      enabled: !!conversationId,
    }),
  );
}
