import type { Goal, GoalInput, GoalKind, GoalPatchInput, TrackedDebt } from '@/lib/api/types';

// The goal form's values, their checks, and the bodies they become. The server checks everything again
// (docs/goals.md); these checks only save a round trip and put the message beside the field.

export interface GoalFormValues {
  kind: GoalKind;
  title: string;
  /** Savings, net worth, retirement (the yearly spending wanted). Not for an emergency fund or a debt. */
  targetAmount: string;
  targetDate: string;
  /** Emergency fund: months of expenses; empty follows the profile's emergencyFundMonths. */
  targetMonths: string;
  /** Debt payoff: the tracked balance. */
  field: TrackedDebt;
  /** Savings: the amount already put aside. */
  currentAmount: string;
}

export type GoalFormField = keyof GoalFormValues;
export type GoalFormErrors = Partial<Record<GoalFormField, string>>;

export const MAX_TITLE = 80;
/** The most goals a person holds (the server's limit, docs/goals.md). */
export const MAX_GOALS = 20;

export const EMPTY_GOAL: GoalFormValues = {
  kind: 'savings',
  title: '',
  targetAmount: '',
  targetDate: '',
  targetMonths: '',
  field: 'debts',
  currentAmount: '',
};

/** Which inputs each kind shows (and sends). */
export function fieldsFor(kind: GoalKind) {
  return {
    targetAmount: kind === 'savings' || kind === 'net_worth' || kind === 'retirement',
    targetDate: kind !== 'retirement',
    targetMonths: kind === 'emergency_fund',
    field: kind === 'debt_payoff',
    currentAmount: kind === 'savings',
  };
}

/** "$40,000" or "40000.5" → "40000.5"; null when it is not an amount of dollars and cents. */
export function parseAmount(raw: string): string | null {
  const t = raw.replace(/[$,\s]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(t) ? t : null;
}

/** Today in the browser's calendar, as the date input writes it (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The calendar day after a YYYY-MM-DD date (the date input's earliest choice). */
export function dayAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** The form's messages, each beside its field; empty when the form can be sent. */
export function validateGoalForm(values: GoalFormValues, today: string): GoalFormErrors {
  const show = fieldsFor(values.kind);
  const errors: GoalFormErrors = {};
  if (values.title.trim().length > MAX_TITLE) errors.title = `Keep the title to ${MAX_TITLE} characters or fewer.`;
  if (show.targetAmount) {
    const amount = parseAmount(values.targetAmount);
    if (values.targetAmount.trim() === '') errors.targetAmount = 'Enter the amount you are aiming for.';
    else if (amount === null) errors.targetAmount = 'Enter an amount in dollars, like 40000.';
    else if (Number(amount) === 0) errors.targetAmount = 'The target must be more than $0.';
  }
  if (show.targetDate && values.targetDate !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.targetDate)) errors.targetDate = 'Enter a date, like 2029-12-31.';
    else if (values.targetDate <= today) errors.targetDate = 'Pick a date after today.';
  }
  if (show.targetMonths && values.targetMonths.trim() !== '') {
    const months = Number(values.targetMonths);
    if (!/^\d+(\.\d+)?$/.test(values.targetMonths.trim()) || months <= 0 || months > 60) {
      errors.targetMonths = 'Enter a number of months from 1 to 60.';
    }
  }
  if (show.currentAmount && values.currentAmount.trim() !== '' && parseAmount(values.currentAmount) === null) {
    errors.currentAmount = 'Enter an amount in dollars, like 5000.';
  }
  return errors;
}

/** The `POST /api/goals` body: only what the kind takes; an empty title lets the server name it. */
export function toGoalInput(values: GoalFormValues): GoalInput {
  const show = fieldsFor(values.kind);
  const input: GoalInput = { kind: values.kind };
  if (values.title.trim()) input.title = values.title.trim();
  if (show.targetAmount) input.targetAmount = parseAmount(values.targetAmount) ?? values.targetAmount;
  if (show.targetDate && values.targetDate) input.targetDate = values.targetDate;
  if (show.targetMonths && values.targetMonths.trim()) input.targetMonths = values.targetMonths.trim();
  if (show.field) input.field = values.field;
  if (show.currentAmount && values.currentAmount.trim()) {
    input.currentAmount = parseAmount(values.currentAmount) ?? values.currentAmount;
  }
  return input;
}

/** The form's starting values for editing a goal. */
export function valuesOf(goal: Goal): GoalFormValues {
  return {
    kind: goal.kind,
    title: goal.title,
    targetAmount: fieldsFor(goal.kind).targetAmount ? (goal.targetAmount ?? '') : '',
    targetDate: goal.targetDate ?? '',
    targetMonths: goal.targetMonths ?? '',
    field: goal.field ?? 'debts',
    currentAmount: goal.kind === 'savings' ? (goal.currentAmount ?? '') : '',
  };
}

/** The `PATCH /api/goals/{id}` body: the fields changed from `before` (a cleared date is `null`). */
export function toGoalPatch(before: GoalFormValues, values: GoalFormValues): GoalPatchInput {
  const show = fieldsFor(values.kind);
  const patch: GoalPatchInput = {};
  if (values.title.trim() !== before.title.trim()) patch.title = values.title.trim();
  if (show.targetAmount && parseAmount(values.targetAmount) !== parseAmount(before.targetAmount)) {
    patch.targetAmount = parseAmount(values.targetAmount) ?? values.targetAmount;
  }
  if (show.targetDate && values.targetDate !== before.targetDate) patch.targetDate = values.targetDate || null;
  if (show.targetMonths && values.targetMonths.trim() !== before.targetMonths.trim()) {
    patch.targetMonths = values.targetMonths.trim() || null;
  }
  if (show.currentAmount && parseAmount(values.currentAmount) !== parseAmount(before.currentAmount)) {
    patch.currentAmount = parseAmount(values.currentAmount) ?? (values.currentAmount.trim() || '0');
  }
  return patch;
}

const API_FIELDS: Record<string, GoalFormField> = {
  kind: 'kind',
  title: 'title',
  targetAmount: 'targetAmount',
  targetDate: 'targetDate',
  targetMonths: 'targetMonths',
  field: 'field',
  currentAmount: 'currentAmount',
};

/**
 * A 400's message names its field ("targetDate: must be after today"). One the form shows goes beside
 * that field, as a sentence ("Must be after today."); any other ("goals: you can have at most 20
 * goals…") is said whole, for a toast.
 */
export function apiFieldError(message: string): { field: GoalFormField | null; text: string } {
  const m = /^(\w+): (.+)$/s.exec(message);
  const field = m?.[1] ? API_FIELDS[m[1]] : undefined;
  if (!m?.[2] || !field) return { field: null, text: sentence(message.replace(/^goals: /, '')) };
  return { field, text: sentence(m[2]) };
}

function sentence(text: string): string {
  const t = text.trim();
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
