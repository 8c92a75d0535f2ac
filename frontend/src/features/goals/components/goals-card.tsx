import { useQuery } from '@tanstack/react-query';
import { Plus, Target } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { useGoals } from '../api/get-goals';
import { MAX_GOALS, type GoalFormValues } from './goal-form-values';
import { GoalRow } from './goal-row';
import { GoalSuggestionList } from './goal-suggestion-list';

// The form's code loads when "Add a goal" (or a suggestion) is pressed, not with the dashboard.
const AddGoalForm = lazy(() => import('./add-goal-form').then((m) => ({ default: m.AddGoalForm })));

/** The dashboard shows this many goals; the Goals view shows them all. */
export const CARD_GOALS = 3;

/**
 * The dashboard's Goals card (in the insight block the spec leaves open): each goal's title, progress
 * bar, amount to go and on-track line; "Add a goal"; and, for someone with none, one or two goals that
 * fit their profile. `onOpen` opens the Goals view. With `onlyWithGoals` the card shows only once there
 * are goals (under the empty dashboard's welcome, which stays as the spec has it for everyone else).
 */
export function GoalsCard({ onOpen, onlyWithGoals = false }: { onOpen: () => void; onlyWithGoals?: boolean }) {
  const goals = useGoals();
  const profile = useQuery(profileQueryOptions()).data ?? {};
  const [adding, setAdding] = useState<Partial<GoalFormValues> | null>(null);
  const list = goals.data ?? [];
  if (onlyWithGoals && list.length === 0) return null;
  const country = countryOf(profile);
  const full = list.length >= MAX_GOALS;

  return (
    <Card aria-labelledby="goals-title">
      <div className="flex items-start justify-between gap-2">
        <CardTitle icon={<Target className="size-4 text-teal-700" aria-hidden />}>
          <span id="goals-title">Goals</span>
        </CardTitle>
        {list.length > 0 && (
          <Button variant="ghost" size="sm" className="-mt-1" onClick={onOpen}>
            {list.length > CARD_GOALS ? `See all ${list.length}` : 'See all'}
          </Button>
        )}
      </div>
      {goals.isPending ? (
        <Spinner compact label="Loading your goals" />
      ) : goals.isError ? (
        <QueryError what="your goals" error={goals.error} retrying={goals.isFetching} onRetry={() => void goals.refetch()} />
      ) : (
        <div className="grid gap-4">
          {list.length > 0 ? (
            <ul className="grid gap-4" aria-label="Your goals">
              {list.slice(0, CARD_GOALS).map((goal) => (
                <GoalRow key={goal.id} goal={goal} country={country} />
              ))}
            </ul>
          ) : (
            <>
              <p className="text-sm text-slate-700">
                Set a goal and Penny tracks it against your real numbers, here or in Chat (“I want to save $40,000
                for a house deposit by 2029”).
              </p>
              {adding === null && <GoalSuggestionList profile={profile} onPick={setAdding} />}
            </>
          )}
          {adding !== null ? (
            <div className="rounded-xl border border-slate-200 p-3">
              <Suspense fallback={<Spinner compact label="Opening the form" />}>
                <AddGoalForm profile={profile} prefill={adding} onDone={() => setAdding(null)} />
              </Suspense>
            </div>
          ) : (
            <div className="grid gap-1">
              <Button
                variant={list.length > 0 ? 'outline' : 'primary'}
                className="w-fit"
                disabled={full}
                onClick={() => setAdding({})}
              >
                <Plus className="size-4" aria-hidden />
                Add a goal
              </Button>
              {full && (
                <p className="text-xs text-slate-600">You have {MAX_GOALS} goals, the most Penny keeps: delete one to add another.</p>
              )}
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
