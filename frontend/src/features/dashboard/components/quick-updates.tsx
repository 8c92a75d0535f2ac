import { Zap } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import type { FinancialProfile } from '@/lib/api/types';
import { WHOLE_NUMBER_FIELDS } from '@/lib/whole-number';
import { useQuickUpdate } from '../api/quick-update';
import { PERCENT_FIELDS, type AssumptionField } from '../api/update-assumptions';
import { fieldDisplay, fieldLabel } from './field-display';
import { InlineFieldEditor } from './inline-field-editor';

const QUICK_FIELDS: AssumptionField[] = ['monthlyExpenses', 'currentSavings', 'age', 'retirementAge', 'expectedReturnRate'];

/** Shown when there are no recommendations: each field saves on its own (one field per call). */
export function QuickUpdates({ profile }: { profile: FinancialProfile }) {
  const update = useQuickUpdate();
  return (
    <Card>
      <CardTitle icon={<Zap className="size-4 text-teal-700" aria-hidden />}>Quick Updates</CardTitle>
      {QUICK_FIELDS.map((field) => (
        <InlineFieldEditor
          key={field}
          id={`quick-${field}`}
          label={fieldLabel(field)}
          value={profile[field]}
          display={fieldDisplay(field, profile[field])}
          percent={PERCENT_FIELDS.has(field)}
          wholeNumber={WHOLE_NUMBER_FIELDS.has(field)}
          onSave={(typed) => update.mutate({ field, typed })}
        />
      ))}
    </Card>
  );
}
