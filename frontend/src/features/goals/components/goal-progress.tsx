import type { Goal } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { progressPercent } from './goal-text';

/**
 * A goal's progress as a bar: `role="progressbar"` named by the goal's title, its value a whole
 * percent (0-100), and a text value screen readers read instead of the bare number.
 */
export function GoalProgress({ goal, labelledBy, className }: { goal: Goal; labelledBy: string; className?: string }) {
  const percent = progressPercent(goal);
  const achieved = goal.status === 'achieved';
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%${achieved ? ', reached' : ''}`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full', achieved ? 'bg-green-700' : 'bg-teal-700')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
