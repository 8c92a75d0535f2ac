import { describe, expect, it } from 'vitest';
import { fractionToPercent, percentToFraction } from './percent';

describe('percent conversion', () => {
  it('divides typed percentages by 100 exactly', () => {
    expect(percentToFraction('7')).toBe('0.07');
    expect(percentToFraction('7.1')).toBe('0.071');
    expect(percentToFraction('4')).toBe('0.04');
    expect(percentToFraction('100')).toBe('1');
    expect(percentToFraction('0.5')).toBe('0.005');
    expect(percentToFraction('12.25')).toBe('0.1225');
    expect(percentToFraction('0')).toBe('0');
  });
  it('rejects text that is not a number', () => {
    expect(percentToFraction('abc')).toBeNull();
    expect(percentToFraction('')).toBeNull();
    expect(percentToFraction('.')).toBeNull();
  });
  it('shows stored fractions ×100', () => {
    expect(fractionToPercent('0.07')).toBe('7');
    expect(fractionToPercent('0.04')).toBe('4');
    expect(fractionToPercent('0.0725')).toBe('7.25');
    expect(fractionToPercent(0.1)).toBe('10');
    expect(fractionToPercent(null)).toBe('');
    expect(fractionToPercent('')).toBe('');
  });
});
