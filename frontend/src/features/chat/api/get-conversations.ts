import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@/lib/api/types';

/** The key a send refreshes (spec section 7: "/api/conversations"). */
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

/** The person's conversations, most recently active first. */
export function useConversations(enabled: boolean) {
  return useQuery(queryOptions<Conversation[]>({ queryKey: CONVERSATIONS_KEY, enabled }));
}
