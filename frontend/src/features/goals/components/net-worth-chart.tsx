import { Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis, type BaseTickContentProps } from 'recharts';
import type { Country } from '@/lib/api/types';
import { textTick, thousandsTick } from '@/lib/axis-tick';
import { formatMoney } from '@/lib/money';
import { timeTickFormat, zeroOffset, type SeriesPoint } from './net-worth-series';

/**
 * Loaded lazily with recharts: net worth after each profile change and now. The line is green at or
 * above zero and red below it (the spec's colours for net worth), drawn from the theme's colour
 * variables so it follows the light and dark themes.
 */
export default function NetWorthChart({ series, country, label }: { series: SeriesPoint[]; country: Country; label: string }) {
  const first = series[0]?.t ?? 0;
  const last = series[series.length - 1]?.t ?? 0;
  const dateTick = textTick(timeTickFormat(first, last, country));
  const values = series.map((p) => p.netWorth);
  const split = zeroOffset(values);
  const negative = Math.min(...values) < 0;
  // One sign throughout: one colour (through currentColor, so the theme's variable applies). Both signs:
  // a gradient split at zero, over the line's own box, which then spans from its highest to its lowest
  // value (a flat line has no height, and a gradient over its box would not draw at all).
  const mixed = split > 0 && split < 1;
  const tone = mixed ? undefined : split === 1 ? 'text-green-700' : 'text-red-700';
  return (
    <div className="h-40 w-full text-slate-600" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={160}>
        <LineChart data={series} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          {mixed && (
            <defs>
              <linearGradient id="net-worth-sign" x1="0" y1="0" x2="0" y2="1">
                <stop offset={split} style={{ stopColor: 'var(--color-green-700)' }} />
                <stop offset={split} style={{ stopColor: 'var(--color-red-700)' }} />
              </linearGradient>
            </defs>
          )}
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[first, last]}
            ticks={first === last ? [first] : [first, last]}
            interval={0}
            // The two labels sit inside the plot's ends (the first from its start, the last to its end),
            // so neither is cut off at the card's edge.
            tick={(props: BaseTickContentProps) => dateTick({ ...props, textAnchor: props.index === 0 ? 'start' : 'end' })}
            tickLine={false}
          />
          <YAxis interval={0} tick={thousandsTick} width={48} tickLine={false} />
          <Tooltip
            labelFormatter={(t) => new Date(Number(t)).toLocaleString(country === 'us' ? 'en-US' : 'en-AU', { dateStyle: 'medium', timeStyle: 'short' })}
            formatter={(value) => [formatMoney(Number(value)), 'Net worth']}
          />
          {negative && <ReferenceLine y={0} stroke="currentColor" strokeDasharray="3 3" />}
          <Line
            type="linear"
            dataKey="netWorth"
            name="Net worth"
            className={tone}
            stroke={mixed ? 'url(#net-worth-sign)' : 'currentColor'}
            strokeWidth={2}
            dot={series.length <= 31 ? { r: 2.5, className: tone, fill: 'currentColor', stroke: 'none' } : false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
