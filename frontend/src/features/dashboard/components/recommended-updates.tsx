import { Lightbulb } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import type { FinancialProfile, Recommendation } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { WHOLE_NUMBER_FIELDS } from '@/lib/whole-number';
import { useQuickUpdate } from '../api/quick-update';
import { isAssumptionField, PERCENT_FIELDS, type AssumptionField } from '../api/update-assumptions';
import { fieldDisplay, fieldLabel } from './field-display';
import { InlineFieldEditor } from './inline-field-editor';
import { topRecommendations } from './recommendation-order';

const IMPACT_STYLE: Record<string, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-yellow-100 text-yellow-900',
  low: 'bg-green-100 text-green-800',
};

function RecommendationItem({
  rec,
  profile,
  onEditInForm,
  save,
}: {
  rec: Recommendation;
  profile: FinancialProfile;
  onEditInForm: (field: AssumptionField) => void;
  save: (field: string, typed: string) => void;
}) {
  const editor = useRef<HTMLInputElement>(null);
  const current = profile[rec.field as keyof FinancialProfile];
  // Prefilled with the suggestion where there is one: focus then Enter accepts it.
  const value = rec.suggestedValue ?? (typeof current === 'boolean' ? null : current);
  const field = rec.field;
  return (
    <li className="rounded-xl border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{rec.title}</h3>
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
            IMPACT_STYLE[rec.impact] ?? IMPACT_STYLE.low,
          )}
        >
          {rec.impact} impact
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{rec.description}</p>
      <InlineFieldEditor
        id={`recommendation-${rec.id}`}
        label={fieldLabel(field)}
        value={value}
        display={fieldDisplay(field, value)}
        percent={PERCENT_FIELDS.has(field)}
        wholeNumber={WHOLE_NUMBER_FIELDS.has(field)}
        inputRef={editor}
        onSave={(typed) => save(field, typed)}
      />
      <Button
        size="sm"
        variant="outline"
        className="mt-1"
        onClick={() => (isAssumptionField(field) ? onEditInForm(field) : editor.current?.focus())}
      >
        Update Now<span className="sr-only">: {rec.title}</span>
      </Button>
    </li>
  );
}

/**
 * Up to three recommendations, each with an inline editor for its own field. 'Update Now' opens the
 * assumptions form on that field when it is one of the assumptions, and otherwise focuses the editor.
 */
export function RecommendedUpdates({
  items,
  profile,
  onEditInForm,
}: {
  items: Recommendation[];
  profile: FinancialProfile;
  onEditInForm: (field: AssumptionField) => void;
}) {
  const update = useQuickUpdate();
  return (
    <Card>
      <CardTitle icon={<Lightbulb className="size-4 text-teal-700" aria-hidden />}>
        Recommended Updates
      </CardTitle>
      <ul className="grid gap-3">
        {topRecommendations(items).map((rec) => (
          <RecommendationItem
            key={rec.id}
            rec={rec}
            profile={profile}
            onEditInForm={onEditInForm}
            save={(field, typed) => update.mutate({ field, typed })}
          />
        ))}
      </ul>
    </Card>
  );
}
