import { Area, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Plan } from '@/lib/api/types';
import { ageTick, decadeTicks, thousandsTick } from '@/lib/axis-tick';
import { formatCurrency, num } from '@/lib/money';

/**
 * The plan's chart, loaded lazily with recharts: the p10-p90 band and the median of the Monte Carlo
 * paths, the deterministic plan, and the yearly pension or Social Security; markers at the
 * retirement age and where the money runs out. `future` shows every figure in that year's dollars.
 */
export default function PlanChart({ plan, future }: { plan: Plan; future: boolean }) {
  const inflation = num(plan.inflation);
  const first = plan.rows[0]?.age ?? 0;
  const data = plan.rows.map((row, i) => {
    const factor = future ? (1 + inflation) ** (row.age - first) : 1;
    const p10 = num(plan.bands.p10[i]) * factor;
    const p90 = num(plan.bands.p90[i]) * factor;
    return {
      age: row.age,
      band: [p10, p90] as [number, number],
      median: num(plan.bands.p50[i]) * factor,
      plan: future ? num(row.balance) : num(row.balanceToday),
      pension: num(row.pensionIncome) * factor,
    };
  });
  return (
    <div
      className="h-64 w-full text-slate-600"
      role="img"
      aria-label={`Balance by age in ${future ? 'future' : "today's"} dollars: the likely range, the median and the plan`}
    >
      <ResponsiveContainer width="100%" height={256}>
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
          <XAxis dataKey="age" ticks={decadeTicks(data.map((d) => d.age))} interval={0} tick={ageTick} tickLine={false} />
          <YAxis yAxisId="balance" interval={0} tick={thousandsTick} width={48} tickLine={false} />
          <YAxis yAxisId="income" orientation="right" hide />
          <Tooltip labelFormatter={(age) => `Age ${age}`} formatter={(value, name) => [Array.isArray(value) ? value.map((v) => formatCurrency(Number(v))).join(' – ') : formatCurrency(Number(value)), String(name)]} />
          <Area yAxisId="balance" dataKey="band" name="Likely range (10th-90th)" stroke="none" fill="#99f6e4" isAnimationActive={false} />
          <Line yAxisId="balance" dataKey="median" name="Median" stroke="#0f766e" dot={false} strokeWidth={2} isAnimationActive={false} />
          <Line yAxisId="balance" dataKey="plan" name="Plan at the expected return" stroke="#334155" strokeDasharray="4 3" dot={false} isAnimationActive={false} />
          <Line yAxisId="income" dataKey="pension" name="Pension a year" stroke="#b45309" dot={false} isAnimationActive={false} />
          <ReferenceLine yAxisId="balance" x={plan.retirementAge} stroke="#475569" label={{ value: 'Retire', fontSize: 10, fill: 'currentColor' }} />
          {plan.moneyLastsToAge != null && (
            <ReferenceLine yAxisId="balance" x={plan.moneyLastsToAge} stroke="#b91c1c" label={{ value: 'Runs out', fontSize: 10, fill: '#b91c1c' }} />
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
