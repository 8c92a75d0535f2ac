import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { FinancialProfile } from '@/lib/api/types';
import type { GoalFormValues } from './goal-form-values';
import { suggestGoals } from './goal-suggestions';

/** For someone with no goals: one or two that fit their profile, each opening the form filled in. */
export function GoalSuggestionList({
  profile,
  onPick,
}: {
  profile: FinancialProfile;
  onPick: (values: Partial<GoalFormValues>) => void;
}) {
  const suggestions = suggestGoals(profile);
  return (
    <div className="grid gap-2">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <Lightbulb className="size-4 text-teal-700" aria-hidden />
        Suggested for you
      </h3>
      <ul className="grid gap-2" aria-label="Suggested goals">
        {suggestions.map((s) => (
          <li key={s.id} className="grid gap-1 rounded-xl border border-slate-200 p-3">
            <p className="text-sm font-medium text-slate-900">{s.title}</p>
            <p className="text-sm text-slate-700">{s.reason}</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => onPick(s.values)} aria-label={`Set this goal: ${s.title}`}>
              Set this goal
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
