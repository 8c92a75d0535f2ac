import rawTopics from '@domain-data/topics.json';

export type TopicCategory = 'vehicles' | 'super' | 'tax' | 'investments' | 'general' | 'property';
export type Complexity = 'beginner' | 'intermediate' | 'advanced';

export interface Topic {
  id: string;
  title: string;
  description: string;
  category: TopicCategory;
  complexity: Complexity;
  icon: string;
  content: {
    overview: string;
    considerations: string[];
    australiaSpecific: string[];
    usSpecific?: string[] | null;
    recommendation: string;
  };
}

// One copy of the topics, kept beside the domain crate so the server and the app agree.
export const TOPICS: readonly Topic[] = (
  Array.isArray(rawTopics) ? rawTopics : (rawTopics as { topics: unknown[] }).topics
) as Topic[];

export const CATEGORIES: { id: TopicCategory | 'all'; label: string }[] = [
  { id: 'all', label: 'All Topics' },
  { id: 'vehicles', label: 'Vehicles' },
  { id: 'super', label: 'Superannuation' },
  { id: 'investments', label: 'Investments' },
  { id: 'tax', label: 'Tax Planning' },
  { id: 'property', label: 'Property' },
  { id: 'general', label: 'General' },
];

export const CATEGORY_LABEL: Record<TopicCategory, string> = {
  vehicles: 'Vehicles',
  super: 'Superannuation',
  investments: 'Investments',
  tax: 'Tax Planning',
  property: 'Property',
  general: 'General',
};

export function countByCategory(topics: readonly Topic[], category: TopicCategory | 'all'): number {
  return category === 'all' ? topics.length : topics.filter((t) => t.category === category).length;
}
