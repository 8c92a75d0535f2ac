import type { FinancialProfile } from '@/lib/api/types';
import { formatMoney, num } from '@/lib/money';
import { netWorth, totalAssets } from '@/lib/profile';
import type { GoalFormValues } from './goal-form-values';

/** A goal the card suggests to someone who has none: it opens the form filled in, never saves by itself. */
export interface GoalSuggestion {
  id: 'emergency-fund' | 'pay-off-debts' | 'house-deposit' | 'net-worth' | 'savings';
  title: string;
  reason: string;
  values: Partial<GoalFormValues>;
}

export const MAX_SUGGESTIONS = 2;

/** Below this many months of expenses an emergency fund comes first (the spec's chat suggestions use 3 too). */
export const THIN_CUSHION_MONTHS = 3;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** The emergency fund held: emergencyFundCurrent, else emergencyFund, else 0 (the server's rule). */
export function emergencyFundHeld(p: FinancialProfile): number {
  return num(present(p.emergencyFundCurrent) ? p.emergencyFundCurrent : p.emergencyFund);
}

/** The next round figure above a net worth: the next $100,000 (the first is $100,000). */
export function nextMilestone(worth: number): number {
  return Math.max(100_000, (Math.floor(worth / 100_000) + 1) * 100_000);
}

/**
 * At most two goals that fit the profile, most pressing first (docs/goals.md, "Suggestions"):
 * 1. an emergency fund, when monthly expenses are known and the fund covers less than 3 months of them;
 * 2. paying off other debts, when any are owed (not the mortgage or HELP: long, cheap debts);
 * 3. a house deposit, when there is an income but no property and no mortgage;
 * 4. the next $100,000 of net worth, when there are assets and net worth is not negative;
 * and when none of these applies, a savings goal of the person's choosing.
 */
export function suggestGoals(p: FinancialProfile): GoalSuggestion[] {
  const out: GoalSuggestion[] = [];
  const expenses = num(p.monthlyExpenses);
  const held = emergencyFundHeld(p);
  if (expenses > 0 && held < THIN_CUSHION_MONTHS * expenses) {
    const months = present(p.emergencyFundMonths) ? num(p.emergencyFundMonths) : 6;
    const covers = Math.floor((held / expenses) * 10) / 10;
    out.push({
      id: 'emergency-fund',
      title: `Emergency fund: ${months} months of expenses`,
      reason: `Yours covers ${covers} month${covers === 1 ? '' : 's'} of expenses; ${THIN_CUSHION_MONTHS} to 6 is the usual cushion.`,
      values: { kind: 'emergency_fund', title: 'Emergency fund' },
    });
  }
  if (num(p.debts) > 0) {
    out.push({
      id: 'pay-off-debts',
      title: 'Pay off your other debts',
      reason: `You owe ${formatMoney(p.debts)}; paying it down first usually beats any saving.`,
      values: { kind: 'debt_payoff', field: 'debts', title: 'Pay off debts' },
    });
  }
  if (num(p.annualIncome) > 0 && num(p.propertyValue) <= 0 && num(p.mortgageBalance) <= 0) {
    out.push({
      id: 'house-deposit',
      title: 'Save a house deposit',
      reason: 'Set the deposit you are aiming for and a date, and see what it takes each month.',
      values: { kind: 'savings', title: 'House deposit' },
    });
  }
  const worth = num(netWorth(p));
  if (num(totalAssets(p)) > 0 && worth >= 0) {
    const milestone = nextMilestone(worth);
    out.push({
      id: 'net-worth',
      title: `Reach a net worth of ${formatMoney(milestone)}`,
      reason: `Yours is ${formatMoney(worth)} today.`,
      values: { kind: 'net_worth', title: `Net worth of ${formatMoney(milestone)}`, targetAmount: String(milestone) },
    });
  }
  if (out.length === 0) {
    out.push({
      id: 'savings',
      title: 'Save for something',
      reason: 'A car, a holiday, a wedding: set the amount and a date, and Penny tracks it.',
      values: { kind: 'savings' },
    });
  }
  return out.slice(0, MAX_SUGGESTIONS);
}
