import { toast } from '@/components/ui/use-toast';
import type { FinancialProfile } from '@/lib/api/types';
import { useCreateGoal } from '../api/create-goal';
import { GoalForm } from './goal-form';
import { EMPTY_GOAL, toGoalInput, type GoalFormValues } from './goal-form-values';

/** The goal form for a new goal (filled in from a suggestion, if one was picked); closes once it is saved. */
export function AddGoalForm({
  profile,
  prefill,
  onDone,
}: {
  profile: FinancialProfile;
  prefill?: Partial<GoalFormValues>;
  onDone: () => void;
}) {
  const create = useCreateGoal();
  return (
    <GoalForm
      mode="create"
      initial={{ ...EMPTY_GOAL, ...prefill }}
      profile={profile}
      onSubmit={async (values) => {
        const goal = await create.mutateAsync(toGoalInput(values));
        toast({ title: 'Goal added', description: goal.title });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
