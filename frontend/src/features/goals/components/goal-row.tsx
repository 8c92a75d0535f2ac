import { useId } from 'react';
import type { Country, Goal } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { GoalProgress } from './goal-progress';
import { amountToGo, onTrackLine, onTrackTone, progressPercent } from './goal-text';

/** One goal on the dashboard: title, percent, progress bar, the amount to go and whether it is on track. */
export function GoalRow({ goal, country }: { goal: Goal; country: Country }) {
  const titleId = useId();
  const toGo = amountToGo(goal);
  return (
    <li className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="min-w-0 truncate text-sm font-semibold text-slate-900">
          {goal.title}
        </h3>
        <span className="shrink-0 text-sm font-medium text-slate-700" aria-hidden>
          {progressPercent(goal)}%
        </span>
      </div>
      <GoalProgress goal={goal} labelledBy={titleId} />
      <p className="text-sm text-slate-700">
        {toGo && <span className="font-medium text-slate-900">{toGo}. </span>}
        <span className={cn(onTrackTone(goal))}>{onTrackLine(goal, country)}</span>
      </p>
    </li>
  );
}
