import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney, formatThousands, num } from './money';

describe('money formatting', () => {
  it('parses numeric strings; missing or junk is 0', () => {
    expect(num('85000.50')).toBe(85000.5);
    expect(num(null)).toBe(0);
    expect(num(undefined)).toBe(0);
    expect(num('')).toBe(0);
    expect(num('abc')).toBe(0);
    expect(num(12)).toBe(12);
  });
  it('shows a dollar sign, thousands separators and whole dollars on the dashboard', () => {
    expect(formatMoney('85000')).toBe('$85,000');
    expect(formatMoney('1234567.89')).toBe('$1,234,568');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(null)).toBe('$0');
    expect(formatMoney(-1200)).toBe('-$1,200');
  });
  it('shows AUD without decimals in the planning cards', () => {
    expect(formatCurrency('1500000.4')).toBe('$1,500,000');
    expect(formatCurrency(40000)).toBe('$40,000');
  });
  it('labels chart dollars in thousands', () => {
    expect(formatThousands(250000)).toBe('$250k');
    expect(formatThousands(1499)).toBe('$1k');
  });
});
