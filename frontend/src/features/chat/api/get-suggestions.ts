import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';

export function useSuggestions(conversationId: string | null) {
  return useQuery(
    queryOptions<Suggestions>({
      queryKey: ['/api/suggestions', conversationId ?? ''],
      queryFn: async () =>
        unwrap(
          await api.GET('/api/suggestions', {
            params: { query: conversationId ? { conversationId } : {} },
          }),
        ),
    }),
  );
}
