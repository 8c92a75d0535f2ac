import { describe, expect, it } from 'vitest';
import { topicMessage } from '../api/send-topic-to-chat';
import { CATEGORIES, countByCategory, TOPICS } from './topics';

describe('topics', () => {
  it('has the eight topics of the spec', () => {
    expect(TOPICS.map((t) => t.id).sort()).toEqual(
      [
        'concessional-super-contributions',
        'debt-consolidation',
        'emergency-fund-size',
        'family-trust-setup',
        'investment-property-vs-shares',
        'lease-vs-buy-car',
        'salary-sacrifice-strategies',
        'tax-effective-investing',
      ].sort(),
    );
  });
  it('counts each filter chip as the spec does', () => {
    const chips = Object.fromEntries(CATEGORIES.map((c) => [c.label, countByCategory(TOPICS, c.id)]));
    expect(chips).toEqual({
      'All Topics': 8,
      Vehicles: 1,
      Superannuation: 2,
      Investments: 2,
      'Tax Planning': 1,
      Property: 0,
      General: 2,
    });
  });
  it('has no US list for the concessional super topic only', () => {
    for (const t of TOPICS) {
      expect(Boolean(t.content.usSpecific), t.id).toBe(t.id !== 'concessional-super-contributions');
      expect(t.content.australiaSpecific.length, t.id).toBeGreaterThan(0);
      expect(['beginner', 'intermediate', 'advanced']).toContain(t.complexity);
    }
  });
});

describe('topic-to-chat message', () => {
  const topic = { title: 'Emergency Fund Size', description: 'How many months of expenses to keep in cash' };
  it('asks for detailed advice on the title with the description as context', () => {
    const text = topicMessage(topic, 'australia');
    expect(text).toContain('detailed personal advice about "Emergency Fund Size"');
    expect(text).toContain('How many months of expenses to keep in cash.');
    expect(text).toContain('Australian-specific');
  });
  it('focuses on US specifics for a US profile', () => {
    expect(topicMessage(topic, 'us')).toContain('US-specific');
  });
});
