import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatResponse, Country } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CONVERSATIONS_KEY } from '@/lib/conversations';
import { invalidateProfileData } from '@/lib/profile';
import type { Topic } from '../data/topics';

/** Spec section 7: detailed advice on the title, the description as context, the profile country's specifics. */
export function topicMessage(topic: Pick<Topic, 'title' | 'description'>, country: Country): string {
  const focus = country === 'us' ? 'US' : 'Australian';
  const context = /[.!?]$/.test(topic.description.trim()) ? topic.description.trim() : `${topic.description.trim()}.`;
  return `I'd like detailed personal advice about "${topic.title}". For context: ${context} Please focus on ${focus}-specific considerations for my situation.`;
}

/** The topic send posts only the message: it starts a new conversation. */
export function useSendTopicToChat(options: {
  onSuccess?: (data: ChatResponse) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => unwrap(await api.POST('/api/chat', { body: { message } })),
    onSuccess: async (data) => {
      options.onSuccess?.(data);
      // A new conversation exists (a prefix: the conversation list and every thread), and the advisor
      // may have read facts into the profile.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
        invalidateProfileData(queryClient, { goals: data.goalsUpdated || data.profileUpdated }),
      ]);
    },
    onError: options.onError,
  });
}
