import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { fractionToPercent } from '@/lib/percent';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { useGoals } from '../api/get-goals';
import { AddGoalForm } from './add-goal-form';
import { GoalDetail } from './goal-detail';
import { MAX_GOALS, type GoalFormValues } from './goal-form-values';
import { GoalSuggestionList } from './goal-suggestion-list';

/**
 * The Goals view, inside the shell (`/?tab=dashboard&view=goals`; "/" stays the only route): every goal
 * in full with edit, delete and a what-if, and a form to add one.
 */
export function GoalsScreen({ onBack }: { onBack: () => void }) {
  const goals = useGoals();
  const profileQuery = useQuery(profileQueryOptions());
  const profile = profileQuery.data ?? {};
  const country = countryOf(profile);
  const [adding, setAdding] = useState<Partial<GoalFormValues> | null>(null);
  const list = goals.data ?? [];
  const rate = fractionToPercent(profile.expectedReturnRate ?? '0.07') || '7';

  return (
    <div className="grid gap-4 p-4">
      <header className="flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="Back to the dashboard" onClick={onBack}>
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        <div>
          <h1 className="text-xl font-bold text-slate-900">Your goals</h1>
          <p className="text-sm text-slate-600">Tracked against your saved numbers</p>
        </div>
      </header>

      {goals.isPending || profileQuery.isPending ? (
        <Spinner label="Loading your goals" />
      ) : goals.isError ? (
        <QueryError what="your goals" error={goals.error} retrying={goals.isFetching} onRetry={() => void goals.refetch()} />
      ) : (
        <>
          {list.map((goal) => (
            <GoalDetail key={goal.id} goal={goal} profile={profile} country={country} />
          ))}
          <Card aria-label="Add a goal">
            {adding !== null ? (
              <AddGoalForm profile={profile} prefill={adding} onDone={() => setAdding(null)} />
            ) : (
              <div className="grid gap-3">
                {list.length === 0 && (
                  <>
                    <p className="text-sm text-slate-700">
                      No goals yet. Add one here, or tell Penny in Chat (“build a 6-month emergency fund”).
                    </p>
                    <GoalSuggestionList profile={profile} onPick={setAdding} />
                  </>
                )}
                <Button className="w-fit" disabled={list.length >= MAX_GOALS} onClick={() => setAdding({})}>
                  <Plus className="size-4" aria-hidden />
                  Add a goal
                </Button>
                {list.length >= MAX_GOALS && (
                  <p className="text-xs text-slate-600">You have {MAX_GOALS} goals, the most Penny keeps: delete one to add another.</p>
                )}
              </div>
            )}
          </Card>
          <p className="text-xs text-slate-600">
            Money put towards a goal is assumed to grow at your expected return ({rate}% a year), compounded monthly; a
            debt is spread evenly, without interest. Change the rate in Edit Profile Assumptions.
          </p>
        </>
      )}
    </div>
  );
}
