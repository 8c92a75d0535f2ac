import { useEffect, useId, useState } from 'react';
import { errorReason } from '@/lib/api/errors';
import type { Country, Goal } from '@/lib/api/types';
import { useGoalWhatIf } from '../api/get-goal';
import { apiFieldError, parseAmount } from './goal-form-values';
import { whatIfLine } from './goal-text';

/** `value`, once it has stopped changing for `ms`: one what-if call per pause in typing, not per key. */
function useSettled<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "What if I save $X a month?": the projected date at that pace, from `GET /api/goals/{id}?monthlySaving=`.
 * Nothing is saved; the answer follows the amount as it is typed.
 */
export function GoalWhatIf({ goal, country }: { goal: Goal; country: Country }) {
  const id = useId();
  const [raw, setRaw] = useState('');
  const typed = raw.trim();
  const amount = parseAmount(typed);
  const valid = amount !== null && Number(amount) > 0;
  const settled = useSettled(valid ? amount : undefined);
  const result = useGoalWhatIf(goal.id, settled);
  const verb = goal.kind === 'debt_payoff' ? 'pay' : 'save';
  const invalid = typed !== '' && !valid;

  function answer(): string | null {
    if (invalid) return 'Enter an amount in dollars, like 1500.';
    if (settled === undefined || typed === '') return null;
    if (result.isError) return apiFieldError(errorReason(result.error)).text;
    if (result.data && !result.isPlaceholderData) return whatIfLine(result.data, settled, country);
    return 'Working it out…';
  }

  return (
    <div className="grid gap-1 rounded-xl bg-slate-50 p-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        What if I {verb} this much a month? ($)
      </label>
      <input
        id={id}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-2 focus:outline-teal-700"
        inputMode="decimal"
        autoComplete="off"
        placeholder="1500"
        value={raw}
        onChange={(e) => setRaw(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-answer`}
      />
      <p id={`${id}-answer`} aria-live="polite" className={invalid ? 'text-sm text-red-800' : 'text-sm text-slate-800'}>
        {answer()}
      </p>
      <p className="text-xs text-slate-600">Only a preview: nothing is saved.</p>
    </div>
  );
}
