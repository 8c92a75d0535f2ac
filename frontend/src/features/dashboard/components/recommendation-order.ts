import type { Recommendation } from '@/lib/api/types';

export const MAX_RECOMMENDATIONS = 3;

/** At most 3, priority 1 first (spec section 9). */
export function topRecommendations(items: Recommendation[]): Recommendation[] {
  return [...items].sort((a, b) => a.priority - b.priority).slice(0, MAX_RECOMMENDATIONS);
}
