import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { Conversation } from '@/lib/api/types';
import { CONVERSATIONS_KEY } from '@/lib/conversations';

/** The person's conversations, most recently active first (spec section 7: "/api/conversations"). */
export function useConversations(enabled: boolean) {
  return useQuery(
    queryOptions<Conversation[]>({
      queryKey: CONVERSATIONS_KEY,
      queryFn: async ({ signal }) => unwrap(await api.GET('/api/conversations', { signal })),
      enabled,
    }),
  );
}
