import { Area, AreaChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProjectionRow } from '@/lib/api/types';
import { ageTick, decadeTicks, thousandsTick } from '@/lib/axis-tick';
import { formatCurrency, num } from '@/lib/money';

/** Loaded lazily: recharts is most of the bundle and only this card needs it. */
export default function ProjectionChart({ rows }: { rows: ProjectionRow[] }) {
  const data = rows.map((row) => ({ age: row.age, totalValue: num(row.totalValue) }));
  return (
    <div className="h-20 w-full text-slate-600" role="img" aria-label="Projected balance by age">
      <ResponsiveContainer width="100%" height={80}>
        <AreaChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <XAxis dataKey="age" ticks={decadeTicks(data.map((d) => d.age))} interval={0} tick={ageTick} tickLine={false} />
          <YAxis interval={0} tick={thousandsTick} width={44} tickLine={false} />
          <Tooltip
            labelFormatter={(age) => `Age ${age}`}
            formatter={(value) => [formatCurrency(Number(value)), 'Balance']}
          />
          <Area
            type="monotone"
            dataKey="totalValue"
            name="Balance"
            stroke="#0f766e"
            fill="#99f6e4"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
