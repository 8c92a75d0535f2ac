import { formatCurrency } from '@/lib/money';
import { fractionToPercent } from '@/lib/percent';
import { WHOLE_NUMBER_FIELDS } from '@/lib/whole-number';
import { PERCENT_FIELDS } from '../api/update-assumptions';

const LABELS: Record<string, string> = {
  age: 'Age',
  retirementAge: 'Retirement Age',
  emergencyFundMonths: 'Emergency Fund (months)',
  currentSavings: 'Current Savings',
  monthlyExpenses: 'Monthly Expenses',
  expectedReturnRate: 'Expected Return (%)',
  retirementWithdrawalRate: 'Withdrawal Rate (%)',
  emergencyFund: 'Emergency Fund',
  emergencyFundCurrent: 'Emergency Fund',
  rentOrMortgage: 'Housing Costs (monthly)',
};

/** The label of an inline editor for a profile field (an unknown field reads as its words: "fooBar" → "Foo bar"). */
export function fieldLabel(field: string): string {
  if (LABELS[field]) return LABELS[field];
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An inline editor's idle text: rates as "7%", whole numbers as typed, money as "$1,500"; "" when unset. */
export function fieldDisplay(field: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (PERCENT_FIELDS.has(field)) return `${fractionToPercent(value)}%`;
  if (WHOLE_NUMBER_FIELDS.has(field) || field === 'emergencyFundMonths') return String(value);
  return formatCurrency(value);
}
