import { Zap } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import type { FinancialProfile } from '@/lib/api/types';
import { formatCurrency } from '@/lib/money';
import { fractionToPercent } from '@/lib/percent';
import { PERCENT_FIELDS, useUpdateAssumptions, type AssumptionField } from '../api/update-assumptions';
import { buildAssumptionsPayload } from './assumptions-payload';
import { InlineFieldEditor } from './inline-field-editor';

const QUICK_FIELDS: { field: AssumptionField; label: string; money?: boolean }[] = [
  { field: 'monthlyExpenses', label: 'Monthly Expenses', money: true },
  { field: 'currentSavings', label: 'Current Savings', money: true },
  { field: 'age', label: 'Age' },
  { field: 'retirementAge', label: 'Retirement Age' },
  { field: 'expectedReturnRate', label: 'Expected Return (%)' },
];

/** Shown when there are no recommendations: each field saves on its own (one field per call). */
export function QuickUpdates({ profile }: { profile: FinancialProfile }) {
  const update = useUpdateAssumptions({
    onSuccess: () => toast({ title: 'Updated', description: 'Your information has been saved' }),
    onError: () =>
      toast({ title: 'Error', description: 'Failed to update. Please try again.', variant: 'destructive' }),
  });

  return (
    <Card>
      <CardTitle icon={<Zap className="size-4 text-teal-700" aria-hidden />}>Quick Updates</CardTitle>
      {QUICK_FIELDS.map(({ field, label, money }) => {
        const value = profile[field];
        const percent = PERCENT_FIELDS.has(field);
        const shown =
          value === null || value === undefined || value === ''
            ? ''
            : percent
              ? `${fractionToPercent(value)}%`
              : money
                ? formatCurrency(value)
                : String(value);
        return (
          <InlineFieldEditor
            key={field}
            id={`quick-${field}`}
            label={label}
            value={value}
            display={shown}
            percent={percent}
            onSave={(typed) => update.mutate(buildAssumptionsPayload({ [field]: typed }))}
          />
        );
      })}
    </Card>
  );
}
