import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Message } from '@/lib/api/types';
import { CONVERSATIONS_KEY } from '@/lib/conversations';

export const messagesKey = (conversationId: string) => [...CONVERSATIONS_KEY, conversationId, 'messages'] as const;

/** A conversation's messages, oldest first. */
export const messagesQueryOptions = (conversationId: string) =>
  queryOptions<Message[]>({
    queryKey: messagesKey(conversationId),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/api/conversations/{id}/messages', { params: { path: { id: conversationId } }, signal })),
  });

/** Loads only once a conversation exists (spec section 4). */
export function useMessages(conversationId: string | null) {
  return useQuery({ ...messagesQueryOptions(conversationId ?? ''), enabled: !!conversationId });
}
