import type { Suggestions } from '@/lib/api/types';

export const MAX_SUGGESTIONS = 3;

/** Spec section 2: hidden while a reply is pending or when there is nothing to suggest; at most 3. */
export function visibleSuggestions(data: Suggestions | undefined, isPending: boolean) {
  if (isPending || !data) return null;
  const prompts = data.suggestions.slice(0, MAX_SUGGESTIONS);
  if (prompts.length === 0) return null;
  return { title: data.isFirstMessage ? 'Try asking:' : 'Ask me about:', prompts };
}
