import { describe, expect, it } from 'vitest';
import { historySummary, timeTickFormat, toSeries, zeroOffset } from './net-worth-series';

const point = (at: string, netWorth: string) => ({ at, netWorth, totalAssets: netWorth, totalLiabilities: '0' });

describe('net worth over time', () => {
  it('sums the history up in words', () => {
    const points = [point('2026-01-10T00:00:00Z', '120000'), point('2026-11-26T00:00:00Z', '135000.5')];
    expect(historySummary(points, 'australia')).toBe('Net worth $135,001 now, up $15,001 since 10 Jan 2026.');
    expect(historySummary([point('2026-01-10T00:00:00Z', '5000'), point('2026-03-01T00:00:00Z', '-2000')], 'us')).toBe(
      'Net worth -$2,000 now, down $7,000 since Jan 10, 2026.',
    );
    expect(historySummary([point('2026-01-10T00:00:00Z', '5000')], 'us')).toBe('Net worth $5,000 now.');
    expect(historySummary([], 'us')).toBe('No net worth history yet.');
  });

  it('splits the line at zero: green above, red below', () => {
    expect(zeroOffset([100, 200])).toBe(1);
    expect(zeroOffset([-100, -50])).toBe(0);
    expect(zeroOffset([300, -100])).toBe(0.75);
  });

  it('labels the time axis by how long the history runs', () => {
    const t = (s: string) => Date.parse(s);
    expect(timeTickFormat(t('2026-01-10T12:00:00'), t('2026-01-10T15:00:00'), 'us')(t('2026-01-10T15:00:00'))).toMatch(/^3:00\sPM$/);
    expect(timeTickFormat(t('2026-01-10T12:00:00'), t('2026-06-10T12:00:00'), 'australia')(t('2026-06-10T12:00:00'))).toBe('10 June');
    expect(timeTickFormat(t('2024-01-10T12:00:00'), t('2026-06-10T12:00:00'), 'us')(t('2026-06-10T12:00:00'))).toBe('Jun 2026');
    expect(toSeries([point('2026-01-10T00:00:00Z', '-5.5')])).toEqual([{ t: Date.parse('2026-01-10T00:00:00Z'), netWorth: -5.5 }]);
  });
});
