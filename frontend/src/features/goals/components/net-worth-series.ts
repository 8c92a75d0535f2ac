import type { Country, NetWorthPoint } from '@/lib/api/types';
import { subtractDecimals } from '@/lib/decimal';
import { formatMoney, num } from '@/lib/money';

export interface SeriesPoint {
  /** Milliseconds since the epoch. */
  t: number;
  netWorth: number;
}

export function toSeries(points: NetWorthPoint[]): SeriesPoint[] {
  return points.map((p) => ({ t: Date.parse(p.at), netWorth: num(p.netWorth) }));
}

const locale = (country: Country) => (country === 'us' ? 'en-US' : 'en-AU');
const DAY = 86_400_000;

/**
 * How the time axis labels its two ticks: the time of day when the history is all one day, the day and
 * month within a year, else the month and year.
 */
export function timeTickFormat(first: number, last: number, country: Country): (t: number) => string {
  const sameDay = new Date(first).toDateString() === new Date(last).toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: 'numeric', minute: '2-digit' }
    : last - first < 365 * DAY
      ? { day: 'numeric', month: 'short' }
      : { month: 'short', year: 'numeric' };
  const format = new Intl.DateTimeFormat(locale(country), options);
  return (t) => format.format(new Date(t));
}

/**
 * Where zero sits down the chart's height (0 at the top, 1 at the bottom) for values from `min` to `max`:
 * the net-worth line changes from green to red there (the spec's colours for a net worth at or above
 * zero, and below it).
 */
export function zeroOffset(values: number[]): number {
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (min >= 0) return 1;
  if (max <= 0) return 0;
  return max / (max - min);
}

/** The chart's summary in words (its accessible name, and the line above it). */
export function historySummary(points: NetWorthPoint[], country: Country): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return 'No net worth history yet.';
  const now = `Net worth ${formatMoney(last.netWorth)} now`;
  if (points.length < 2) return `${now}.`;
  const change = subtractDecimals(last.netWorth, first.netWorth);
  const since = new Date(first.at).toLocaleDateString(locale(country), { day: 'numeric', month: 'short', year: 'numeric' });
  const n = num(change);
  if (n === 0) return `${now}, unchanged since ${since}.`;
  return `${now}, ${n > 0 ? 'up' : 'down'} ${formatMoney(Math.abs(n))} since ${since}.`;
}
