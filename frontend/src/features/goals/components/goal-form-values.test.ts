import { describe, expect, it } from 'vitest';
import {
  apiFieldError,
  dayAfter,
  EMPTY_GOAL,
  parseAmount,
  toGoalInput,
  toGoalPatch,
  validateGoalForm,
  valuesOf,
  type GoalFormValues,
} from './goal-form-values';
import { goal } from './test-goals';

const TODAY = '2026-11-26';
const form = (over: Partial<GoalFormValues>): GoalFormValues => ({ ...EMPTY_GOAL, ...over });

describe("the goal form's checks", () => {
  it('asks for a target amount for savings, net worth and retirement, in dollars, above 0', () => {
    expect(validateGoalForm(form({ kind: 'savings' }), TODAY)).toEqual({ targetAmount: 'Enter the amount you are aiming for.' });
    expect(validateGoalForm(form({ kind: 'net_worth', targetAmount: 'lots' }), TODAY)).toEqual({
      targetAmount: 'Enter an amount in dollars, like 40000.',
    });
    expect(validateGoalForm(form({ kind: 'retirement', targetAmount: '0' }), TODAY)).toEqual({
      targetAmount: 'The target must be more than $0.',
    });
    expect(validateGoalForm(form({ kind: 'savings', targetAmount: '$40,000.50' }), TODAY)).toEqual({});
    // An emergency fund's target is derived; a debt's is 0.
    expect(validateGoalForm(form({ kind: 'emergency_fund' }), TODAY)).toEqual({});
    expect(validateGoalForm(form({ kind: 'debt_payoff' }), TODAY)).toEqual({});
  });

  it('wants a date after today', () => {
    const base = { kind: 'savings' as const, targetAmount: '40000' };
    expect(validateGoalForm(form({ ...base, targetDate: TODAY }), TODAY)).toEqual({ targetDate: 'Pick a date after today.' });
    expect(validateGoalForm(form({ ...base, targetDate: '2020-01-01' }), TODAY)).toEqual({ targetDate: 'Pick a date after today.' });
    expect(validateGoalForm(form({ ...base, targetDate: '2026-11-27' }), TODAY)).toEqual({});
    expect(validateGoalForm(form({ ...base, targetDate: '' }), TODAY)).toEqual({});
  });

  it('keeps titles to 80 characters, months from 1 to 60, and the amount saved in dollars', () => {
    const base = { kind: 'savings' as const, targetAmount: '40000' };
    expect(validateGoalForm(form({ ...base, title: 'x'.repeat(81) }), TODAY)).toEqual({
      title: 'Keep the title to 80 characters or fewer.',
    });
    expect(validateGoalForm(form({ ...base, title: ` ${'x'.repeat(80)} ` }), TODAY)).toEqual({});
    expect(validateGoalForm(form({ kind: 'emergency_fund', targetMonths: '61' }), TODAY)).toEqual({
      targetMonths: 'Enter a number of months from 1 to 60.',
    });
    expect(validateGoalForm(form({ kind: 'emergency_fund', targetMonths: '0' }), TODAY).targetMonths).toBeDefined();
    expect(validateGoalForm(form({ kind: 'emergency_fund', targetMonths: '4.5' }), TODAY)).toEqual({});
    expect(validateGoalForm(form({ ...base, currentAmount: '-5' }), TODAY)).toEqual({
      currentAmount: 'Enter an amount in dollars, like 5000.',
    });
  });

  it('reads amounts with a dollar sign and thousands separators, to the cent', () => {
    expect(parseAmount('$40,000')).toBe('40000');
    expect(parseAmount('670.48')).toBe('670.48');
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('1e5')).toBeNull();
  });

  it('offers the day after today as the earliest date, across month and year ends', () => {
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
  });
});

describe('the bodies the form sends', () => {
  it('sends only what the kind takes', () => {
    expect(toGoalInput(form({ kind: 'savings', title: ' House deposit ', targetAmount: '$40,000', targetDate: '2029-12-31', currentAmount: '10000', targetMonths: '6' }))).toEqual({
      kind: 'savings',
      title: 'House deposit',
      targetAmount: '40000',
      targetDate: '2029-12-31',
      currentAmount: '10000',
    });
    expect(toGoalInput(form({ kind: 'emergency_fund', targetAmount: '5', targetMonths: '' }))).toEqual({ kind: 'emergency_fund' });
    expect(toGoalInput(form({ kind: 'debt_payoff', field: 'mortgageBalance', targetDate: '2040-01-01' }))).toEqual({
      kind: 'debt_payoff',
      field: 'mortgageBalance',
      targetDate: '2040-01-01',
    });
    expect(toGoalInput(form({ kind: 'retirement', targetAmount: '70000', targetDate: '2040-01-01' }))).toEqual({
      kind: 'retirement',
      targetAmount: '70000',
    });
  });

  it('patches only what changed; a cleared date is null', () => {
    const before = valuesOf(goal());
    expect(toGoalPatch(before, { ...before })).toEqual({});
    expect(toGoalPatch(before, { ...before, currentAmount: '$18,000', targetDate: '' })).toEqual({
      currentAmount: '18000',
      targetDate: null,
    });
    const fund = valuesOf(goal({ kind: 'emergency_fund', targetMonths: '6', targetAmount: '24000', currentAmount: '0' }));
    expect(fund.targetAmount).toBe('');
    expect(toGoalPatch(fund, { ...fund, targetMonths: '' })).toEqual({ targetMonths: null });
  });
});

describe("the server's 400s", () => {
  it('go beside the field they name, as a sentence', () => {
    expect(apiFieldError('targetDate: must be after today')).toEqual({ field: 'targetDate', text: 'Must be after today.' });
    expect(apiFieldError('targetAmount: must be between 0 and 1,000,000,000,000')).toEqual({
      field: 'targetAmount',
      text: 'Must be between 0 and 1,000,000,000,000.',
    });
  });

  it('are said whole when they name no field of the form', () => {
    expect(apiFieldError('goals: you can have at most 20 goals; delete one to add another')).toEqual({
      field: null,
      text: 'You can have at most 20 goals; delete one to add another.',
    });
    expect(apiFieldError('Something went wrong')).toEqual({ field: null, text: 'Something went wrong.' });
  });
});
