import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorReason } from '@/lib/api/errors';
import type { Country, FinancialProfile, Goal } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { useDeleteGoal } from '../api/delete-goal';
import { useUpdateGoal } from '../api/update-goal';
import { GoalForm } from './goal-form';
import { toGoalPatch, valuesOf } from './goal-form-values';
import { GoalProgress } from './goal-progress';
import {
  amountToGo,
  currentLabel,
  DEBT_LABELS,
  formatDate,
  formatMonth,
  formatMonthly,
  KIND_LABELS,
  onTrackLine,
  onTrackTone,
  progressPercent,
  targetLabel,
} from './goal-text';
import { GoalWhatIf } from './goal-what-if';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function targetText(goal: Goal): string {
  if (goal.targetAmount === null) return 'Set once your monthly expenses are known';
  if (goal.kind === 'emergency_fund') return `${goal.targetMonths} months of expenses: ${formatMoney(goal.targetAmount)}`;
  if (goal.kind === 'retirement') return `${formatMoney(goal.targetAmount)} a year`;
  return formatMoney(goal.targetAmount);
}

/** Everything about one goal: its figures, whether it is on track, a what-if, and edit and delete. */
export function GoalDetail({ goal, profile, country }: { goal: Goal; profile: FinancialProfile; country: Country }) {
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const update = useUpdateGoal(goal.id);
  const remove = useDeleteGoal(goal.id, {
    onSuccess: () => toast({ title: 'Goal deleted', description: goal.title }),
    onError: (error) => toast({ title: 'Error', description: `Failed to delete: ${errorReason(error)}`, variant: 'destructive' }),
  });
  const toGo = amountToGo(goal);
  const initial = valuesOf(goal);

  return (
    <Card aria-labelledby={titleId}>
      <div className="mb-2 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
            {goal.title}
          </h2>
          <p className="text-xs text-slate-600">
            {KIND_LABELS[goal.kind]}
            {goal.kind === 'debt_payoff' && goal.field && `: ${DEBT_LABELS[goal.field]}`}
          </p>
        </div>
        {goal.status === 'achieved' && (
          <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">Reached</span>
        )}
      </div>

      {editing ? (
        <GoalForm
          mode="edit"
          initial={initial}
          profile={profile}
          onSubmit={async (values) => {
            const patch = toGoalPatch(initial, values);
            if (Object.keys(patch).length > 0) await update.mutateAsync(patch);
            toast({ title: 'Goal saved', description: values.title.trim() || goal.title });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="grid gap-3">
          <div className="grid gap-1">
            <GoalProgress goal={goal} labelledBy={titleId} />
            <p className="text-sm text-slate-700">
              {progressPercent(goal)}%{toGo && ` · ${toGo}`}
            </p>
            <p className={`text-sm ${onTrackTone(goal)}`}>{onTrackLine(goal, country)}</p>
          </div>
          <dl className="divide-y divide-slate-100">
            <Fact label={targetLabel(goal)}>{targetText(goal)}</Fact>
            {goal.kind !== 'retirement' && (
              <Fact label="Target date">{goal.targetDate ? formatDate(goal.targetDate, country) : 'None'}</Fact>
            )}
            <Fact label={currentLabel(goal)}>{goal.currentAmount === null ? 'Not known yet' : formatMoney(goal.currentAmount)}</Fact>
            {goal.kind !== 'retirement' && <Fact label="Where it started">{formatMoney(goal.startAmount)}</Fact>}
            <Fact label={goal.kind === 'retirement' ? 'Extra saving needed' : goal.kind === 'debt_payoff' ? 'Needed each month' : 'Saving needed'}>
              {goal.requiredMonthly === null ? '—' : `${formatMonthly(goal.requiredMonthly)} a month`}
            </Fact>
            {goal.kind !== 'retirement' && (
              <Fact label="Projected at your pace">{goal.projectedDate ? formatMonth(goal.projectedDate, country) : '—'}</Fact>
            )}
            <Fact label="Set on">{formatDate(goal.createdAt.slice(0, 10), country)}</Fact>
          </dl>
          {goal.kind !== 'retirement' && goal.status !== 'achieved' && goal.targetAmount !== null && (
            <GoalWhatIf goal={goal} country={country} />
          )}
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${goal.title}`}>
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={`Delete ${goal.title}`}>
                  <Trash2 className="size-4" aria-hidden />
                  Delete
                </Button>
              }
              title="Delete this goal?"
              description={`“${goal.title}” and its progress will be removed.`}
              confirmLabel="Delete goal"
              onConfirm={() => remove.mutate()}
            />
          </div>
        </div>
      )}
    </Card>
  );
}
