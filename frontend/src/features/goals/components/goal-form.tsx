import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorReason } from '@/lib/api/errors';
import type { FinancialProfile, GoalKind, TrackedDebt } from '@/lib/api/types';
import { formatMoney, num } from '@/lib/money';
import { countryOf } from '@/lib/profile';
import {
  apiFieldError,
  dayAfter,
  fieldsFor,
  localToday,
  MAX_TITLE,
  validateGoalForm,
  type GoalFormErrors,
  type GoalFormField,
  type GoalFormValues,
} from './goal-form-values';
import { DEBT_LABELS, KIND_LABELS } from './goal-text';

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-2 focus:outline-teal-700 aria-[invalid=true]:border-red-700';

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

const KINDS = Object.keys(KIND_LABELS) as GoalKind[];

/** The debts a payoff goal can track: those the person owes, HELP only in Australia (its student loan). */
function debtOptions(profile: FinancialProfile): TrackedDebt[] {
  const all: TrackedDebt[] = ['debts', 'mortgageBalance', 'helpDebt'];
  return all.filter((d) => d !== 'helpDebt' || countryOf(profile) === 'australia' || num(profile.helpDebt) > 0);
}

/**
 * Add or edit a goal: kind, title, the target (an amount, months of expenses for an emergency fund, or
 * the debt to pay off) and a date. Mistakes are said beside their field before anything is sent; a 400
 * from the server goes beside the field it names, or into a toast when the form has no such field.
 */
export function GoalForm({
  mode,
  initial,
  profile,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: GoalFormValues;
  profile: FinancialProfile;
  /** Sends the values; rejects with the API's error. */
  onSubmit: (values: GoalFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The form takes the place of the button that opened it: focus moves into it rather than being lost.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  const show = fieldsFor(values.kind);
  // The inputs on screen: a server message about one of these goes beside it, any other into a toast.
  const visible = new Set<GoalFormField>([
    'title',
    ...(mode === 'create' ? (['kind'] as const) : []),
    ...(Object.keys(show) as (keyof typeof show)[]).filter((k) => show[k] && (k !== 'field' || mode === 'create')),
  ]);
  const [today] = useState(() => localToday());
  const set = (key: GoalFormField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((errs) => ({ ...errs, [key]: undefined }));
  };

  /** Focuses the first field, in the form's order, that has a message. */
  function focusFirstError(errs: GoalFormErrors) {
    const fields = Array.from(form.current?.elements ?? []) as HTMLInputElement[];
    fields.find((el) => errs[el.name as GoalFormField])?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errs = validateGoalForm(values, today);
    setErrors(errs);
    if (Object.keys(errs).length > 0) {
      focusFirstError(errs);
      return;
    }
    setSending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const reason = error instanceof Error ? errorReason(error) : String(error);
      const { field, text } = apiFieldError(reason);
      if (field && visible.has(field)) {
        const next = { [field]: text };
        setErrors(next);
        focusFirstError(next);
      } else {
        toast({ title: 'Error', description: text, variant: 'destructive' });
      }
    } finally {
      setSending(false);
    }
  }

  const debts = debtOptions(profile);
  const profileMonths = profile.emergencyFundMonths ? num(profile.emergencyFundMonths) : 6;
  return (
    <form
      ref={form}
      noValidate
      aria-label={mode === 'create' ? 'Add a goal' : 'Edit goal'}
      onSubmit={(e) => void submit(e)}
      className="grid gap-3"
    >
      {mode === 'create' ? (
        <Field label="Kind of goal" error={errors.kind}>
          {(props) => (
            <select name="kind" className={inputClass} value={values.kind} onChange={set('kind')} {...props}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <p className="text-sm text-slate-700">
          {KIND_LABELS[values.kind]}
          {values.kind === 'debt_payoff' && `: ${DEBT_LABELS[values.field]}`}
        </p>
      )}

      {show.field && mode === 'create' && (
        <Field label="Debt to pay off" error={errors.field}>
          {(props) => (
            <select name="field" className={inputClass} value={values.field} onChange={set('field')} {...props}>
              {debts.map((d) => (
                <option key={d} value={d}>
                  {DEBT_LABELS[d]} ({formatMoney(profile[d])} owed)
                </option>
              ))}
            </select>
          )}
        </Field>
      )}

      <Field label="Title" hint={mode === 'create' ? 'Optional: Penny names it after the kind' : undefined} error={errors.title}>
        {(props) => (
          <input
            name="title"
            className={inputClass}
            value={values.title}
            onChange={set('title')}
            maxLength={MAX_TITLE + 20}
            placeholder={values.kind === 'savings' ? 'House deposit' : KIND_LABELS[values.kind]}
            autoComplete="off"
            {...props}
          />
        )}
      </Field>

      {show.targetAmount && (
        <Field
          label={values.kind === 'retirement' ? 'Yearly spending wanted in retirement ($)' : 'Target amount ($)'}
          hint={values.kind === 'retirement' ? 'In today’s dollars; your retirement plan tests it at your retirement age' : undefined}
          error={errors.targetAmount}
        >
          {(props) => (
            <input
              name="targetAmount"
              className={inputClass}
              inputMode="decimal"
              value={values.targetAmount}
              onChange={set('targetAmount')}
              placeholder={values.kind === 'retirement' ? '70000' : '40000'}
              autoComplete="off"
              {...props}
            />
          )}
        </Field>
      )}

      {show.targetMonths && (
        <Field
          label="Months of expenses"
          hint={`Empty follows your profile: ${profileMonths} months`}
          error={errors.targetMonths}
        >
          {(props) => (
            <input
              name="targetMonths"
              className={inputClass}
              inputMode="decimal"
              value={values.targetMonths}
              onChange={set('targetMonths')}
              placeholder={String(profileMonths)}
              autoComplete="off"
              {...props}
            />
          )}
        </Field>
      )}

      {show.currentAmount && (
        <Field label="Saved so far ($)" error={errors.currentAmount}>
          {(props) => (
            <input
              name="currentAmount"
              className={inputClass}
              inputMode="decimal"
              value={values.currentAmount}
              onChange={set('currentAmount')}
              placeholder="0"
              autoComplete="off"
              {...props}
            />
          )}
        </Field>
      )}

      {show.targetDate && (
        <Field label="Target date" hint="Optional" error={errors.targetDate}>
          {(props) => (
            <input
              name="targetDate"
              type="date"
              className={inputClass}
              min={dayAfter(today)}
              value={values.targetDate}
              onChange={set('targetDate')}
              {...props}
            />
          )}
        </Field>
      )}

      <div className="flex gap-2">
        <Button type="submit" disabled={sending}>
          {sending ? 'Saving…' : mode === 'create' ? 'Add goal' : 'Save goal'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
