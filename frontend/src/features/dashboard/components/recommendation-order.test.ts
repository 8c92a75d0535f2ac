import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@/lib/api/types';
import { topRecommendations } from './recommendation-order';

const rec = (id: string, priority: number): Recommendation => ({
  id,
  title: id,
  description: '',
  impact: 'low',
  icon: 'x',
  field: 'age',
  priority,
});

describe('recommendations', () => {
  it('shows at most 3, priority 1 first', () => {
    expect(topRecommendations([rec('c', 3), rec('a', 1), rec('d', 4), rec('b', 2)]).map((r) => r.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
