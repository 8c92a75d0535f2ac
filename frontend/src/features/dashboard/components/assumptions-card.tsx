import { Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import type { FinancialProfile } from '@/lib/api/types';
import { formatCurrency } from '@/lib/money';
import { fractionToPercent } from '@/lib/percent';
import { WHOLE_NUMBER_FIELDS, wholeNumberInputProps, wholeNumberText } from '@/lib/whole-number';
import { ASSUMPTION_FIELDS, PERCENT_FIELDS, useUpdateAssumptions, type AssumptionField } from '../api/update-assumptions';
import { buildAssumptionsPayload, formFromProfile, type AssumptionsForm } from './assumptions-payload';

const LABELS: Record<AssumptionField, string> = {
  age: 'Age',
  retirementAge: 'Retirement Age',
  emergencyFundMonths: 'Emergency Fund (months)',
  currentSavings: 'Current Savings',
  monthlyExpenses: 'Monthly Expenses',
  expectedReturnRate: 'Expected Return Rate (%)',
  retirementWithdrawalRate: 'Withdrawal Rate (%)',
};

const INPUT_CLASS =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none';

const MONEY_FIELDS: ReadonlySet<AssumptionField> = new Set(['currentSavings', 'monthlyExpenses']);

function raw(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function display(field: AssumptionField, profile: FinancialProfile): string {
  const value = raw(profile[field]);
  if (value === '') return 'Not set';
  if (PERCENT_FIELDS.has(field)) return `${fractionToPercent(value)}%`;
  if (MONEY_FIELDS.has(field)) return formatCurrency(value);
  return value;
}

/**
 * The Profile Assumptions card: viewing → editing (edit icon, or `forceEdit` from the parent) → viewing on a
 * successful Save or on Cancel, which resets the form to the profile's values. Leaving edit mode calls
 * `onEditEnd`, so a parent that forced it can drop its flag and force it again later. `focusField` is
 * focused when the parent forces edit mode.
 */
export function AssumptionsCard({
  profile,
  forceEdit = false,
  focusField,
  onEditEnd,
  onClose,
}: {
  profile: FinancialProfile;
  forceEdit?: boolean;
  focusField?: AssumptionField;
  onEditEnd?: () => void;
  onClose?: () => void;
}) {
  const [editing, setEditing] = useState(forceEdit);
  const [form, setForm] = useState<AssumptionsForm>(() => formFromProfile(profile));
  const [wasForced, setWasForced] = useState(forceEdit);
  if (forceEdit !== wasForced) {
    setWasForced(forceEdit);
    if (forceEdit && !editing) {
      setForm(formFromProfile(profile));
      setEditing(true);
    }
  }
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!forceEdit || !editing || !focusField) return;
    formRef.current?.querySelector<HTMLInputElement>(`#assumption-${focusField}`)?.focus();
  }, [forceEdit, editing, focusField]);

  function stopEditing() {
    setEditing(false);
    onEditEnd?.();
  }

  const update = useUpdateAssumptions({
    onSuccess: () => {
      toast({ title: 'Updated', description: 'Your profile assumptions have been saved' });
      stopEditing();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: `Failed to update assumptions: ${error.message}`,
      }),
  });

  function startEditing() {
    setForm(formFromProfile(profile));
    setEditing(true);
  }

  function cancel() {
    setForm(formFromProfile(profile));
    stopEditing();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(buildAssumptionsPayload(form));
  }

  return (
    <Card aria-labelledby="assumptions-title">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="assumptions-title" className="text-base font-semibold text-slate-900">
          Profile Assumptions
        </h2>
        <div className="flex gap-1">
          {!editing && (
            <Button variant="ghost" size="icon" aria-label="Edit assumptions" onClick={startEditing}>
              <Pencil className="size-4" aria-hidden />
            </Button>
          )}
          {onClose && (
            <Button variant="ghost" size="icon" aria-label="Close assumptions" onClick={onClose}>
              <X className="size-4" aria-hidden />
            </Button>
          )}
        </div>
      </div>
      {editing ? (
        <form ref={formRef} onSubmit={onSubmit} className="grid gap-3" aria-label="Edit profile assumptions">
          <div className="grid grid-cols-2 gap-3">
            {ASSUMPTION_FIELDS.map((field) => (
              <div key={field} className="grid gap-1">
                <label htmlFor={`assumption-${field}`} className="text-xs font-medium text-slate-700">
                  {LABELS[field]}
                </label>
                {WHOLE_NUMBER_FIELDS.has(field) ? (
                  <input
                    id={`assumption-${field}`}
                    name={field}
                    {...wholeNumberInputProps}
                    value={form[field] ?? ''}
                    onChange={(e) => setForm((f) => ({ ...f, [field]: wholeNumberText(e.target.value) }))}
                    className={INPUT_CLASS}
                  />
                ) : (
                  <input
                    id={`assumption-${field}`}
                    name={field}
                    type="number"
                    inputMode="decimal"
                    step={PERCENT_FIELDS.has(field) ? 0.1 : 'any'}
                    value={form[field] ?? ''}
                    onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
                    className={INPUT_CLASS}
                  />
                )}
              </div>
            ))}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              Save
            </Button>
          </div>
        </form>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
          {ASSUMPTION_FIELDS.map((field) => (
            <div key={field}>
              <dt className="text-xs text-slate-600">{LABELS[field]}</dt>
              <dd className="text-sm font-medium text-slate-900">{display(field, profile)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
