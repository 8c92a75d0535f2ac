import { describe, expect, it } from 'vitest';
import { WHOLE_NUMBER_FIELDS } from '@/lib/whole-number';
import { FIELD_GROUPS } from './profile-fields';

describe('profile page fields', () => {
  it('takes whole numbers exactly where the server wants them', () => {
    const counts = FIELD_GROUPS.flatMap((g) => g.fields)
      .filter((f) => f.kind === 'count')
      .map((f) => f.name)
      .sort();
    expect(counts).toEqual([...WHOLE_NUMBER_FIELDS].sort());
  });
});
