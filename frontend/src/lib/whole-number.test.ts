import { describe, expect, it } from 'vitest';
import { wholeNumberText } from './whole-number';

describe('whole numbers', () => {
  it('keeps only the whole-number part of what was typed', () => {
    expect(wholeNumberText('34')).toBe('34');
    expect(wholeNumberText('34.5')).toBe('34');
    expect(wholeNumberText('1e3')).toBe('1');
    expect(wholeNumberText('-2')).toBe('');
    expect(wholeNumberText('')).toBe('');
  });
});
