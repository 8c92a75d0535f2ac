import { describe, expect, it } from 'vitest';
import { subtractDecimals, sumDecimals } from './decimal';

describe('exact decimal sums', () => {
  it('adds money strings without float noise', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['100000.10', '20000.20', null, undefined, '', 'abc'])).toBe('120000.3');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['12345678901234.56', '0.44'])).toBe('12345678901235');
  });
  it('subtracts, including into the negative', () => {
    expect(subtractDecimals('20000', '300000')).toBe('-280000');
    expect(subtractDecimals('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimals('5', '5')).toBe('0');
    expect(subtractDecimals('5', '-2.5')).toBe('7.5');
  });
});
