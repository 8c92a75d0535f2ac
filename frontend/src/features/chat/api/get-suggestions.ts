import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { SUGGESTIONS_KEY } from '@/lib/profile';

export function useSuggestions(conversationId: string | null) {
  return useQuery(
    queryOptions<Suggestions>({
      queryKey: [...SUGGESTIONS_KEY, conversationId ?? ''],
      queryFn: async () =>
        unwrap(
          await api.GET('/api/suggestions', {
            params: { query: conversationId ? { conversationId } : {} },
          }),
        ),
    }),
  );
}
