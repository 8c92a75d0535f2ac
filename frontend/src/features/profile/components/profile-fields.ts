import type { FinancialProfile, ProfileInput } from '@/lib/api/types';
import { fractionToPercent, percentToFraction } from '@/lib/percent';

/** `count`: a whole number; `months`: a decimal number of months. */
export type FieldKind = 'money' | 'count' | 'months' | 'percent' | 'text' | 'marital' | 'country' | 'state' | 'boolean';

export interface FieldSpec {
  name: keyof FinancialProfile;
  label: string;
  kind: FieldKind;
}

export interface FieldGroup {
  title: string;
  fields: FieldSpec[];
}

/** Every writable profile field; the computed tax fields are shown, not edited. */
export const FIELD_GROUPS: FieldGroup[] = [
  {
    title: 'Location',
    fields: [
      { name: 'country', label: 'Country', kind: 'country' },
      { name: 'state', label: 'State or territory code', kind: 'state' },
    ],
  },
  {
    title: 'Income',
    fields: [
      { name: 'annualIncome', label: 'Annual Income', kind: 'money' },
      { name: 'householdIncome', label: 'Household Income', kind: 'money' },
      { name: 'monthlyExpenses', label: 'Monthly Expenses', kind: 'money' },
      { name: 'rentOrMortgage', label: 'Housing Costs (rent or mortgage, monthly)', kind: 'money' },
    ],
  },
  {
    title: 'Assets',
    fields: [
      { name: 'currentSavings', label: 'Current Savings', kind: 'money' },
      { name: 'emergencyFund', label: 'Emergency Fund', kind: 'money' },
      { name: 'emergencyFundCurrent', label: 'Emergency Fund (current)', kind: 'money' },
      { name: 'emergencyFundMonths', label: 'Emergency Fund Target (months)', kind: 'months' },
      { name: 'investmentAccounts', label: 'Investment Accounts', kind: 'money' },
      { name: 'superBalance', label: 'Superannuation / 401(k) Balance', kind: 'money' },
      { name: 'propertyValue', label: 'Property Value', kind: 'money' },
      { name: 'numberOfCars', label: 'Number of Cars', kind: 'count' },
      { name: 'otherAssets', label: 'Other Assets', kind: 'text' },
    ],
  },
  {
    title: 'Liabilities',
    fields: [
      { name: 'mortgageBalance', label: 'Mortgage Balance', kind: 'money' },
      { name: 'debts', label: 'Other Debts', kind: 'money' },
    ],
  },
  {
    title: 'Personal',
    fields: [
      { name: 'age', label: 'Age', kind: 'count' },
      { name: 'maritalStatus', label: 'Marital Status', kind: 'marital' },
      { name: 'dependents', label: 'Dependents', kind: 'count' },
      { name: 'privateHospitalCover', label: 'Private hospital cover (Australia)', kind: 'boolean' },
      { name: 'spouseAge', label: "Spouse or Partner's Age", kind: 'count' },
    ],
  },
  {
    title: 'Tax and contributions',
    fields: [
      { name: 'helpDebt', label: 'HELP / HECS Debt (Australia)', kind: 'money' },
      { name: 'salarySacrifice', label: 'Salary Sacrifice to Super, yearly (Australia)', kind: 'money' },
      { name: 'preTaxRetirement', label: 'Pre-tax 401(k) Contributions, yearly (US)', kind: 'money' },
      { name: 'employerMatch', label: 'Employer 401(k) Match (% of salary, US)', kind: 'percent' },
      { name: 'voluntaryContributions', label: 'Extra Yearly Saving (savings and investments)', kind: 'money' },
    ],
  },
  {
    title: 'Retirement',
    fields: [
      { name: 'retirementAge', label: 'Retirement Age', kind: 'count' },
      { name: 'expectedReturnRate', label: 'Expected Return Rate (%)', kind: 'percent' },
      { name: 'retirementWithdrawalRate', label: 'Withdrawal Rate (%)', kind: 'percent' },
      { name: 'retirementSpending', label: 'Retirement Spending (monthly, today\'s dollars)', kind: 'money' },
      { name: 'inflationRate', label: 'Inflation (%)', kind: 'percent' },
      { name: 'returnVolatility', label: 'Return Volatility (%)', kind: 'percent' },
      { name: 'horizonAge', label: 'Plan Until Age', kind: 'count' },
      { name: 'socialSecurityClaimAge', label: 'Social Security Claim Age (US)', kind: 'count' },
    ],
  },
];

const ALL_FIELDS = FIELD_GROUPS.flatMap((g) => g.fields);

export type ProfileForm = Record<string, string | boolean>;

export function profileToForm(profile: FinancialProfile): ProfileForm {
  const form: ProfileForm = {};
  for (const f of ALL_FIELDS) {
    const value = profile[f.name];
    if (f.kind === 'boolean') form[f.name] = value !== false;
    else if (f.kind === 'percent') form[f.name] = fractionToPercent(value as string | null | undefined);
    else form[f.name] = value === null || value === undefined ? '' : String(value);
  }
  return form;
}

/** Only changed fields are sent; an emptied field is sent as null to clear it; percentages are ÷100. */
export function profilePatch(before: ProfileForm, after: ProfileForm): ProfileInput {
  const patch: Record<string, string | boolean | null> = {};
  for (const f of ALL_FIELDS) {
    const a = after[f.name];
    if (a === before[f.name]) continue;
    if (typeof a === 'boolean') {
      patch[f.name] = a;
    } else if (a === undefined || a.trim() === '') {
      patch[f.name] = null;
    } else if (f.kind === 'percent') {
      patch[f.name] = percentToFraction(a) ?? a;
    } else {
      patch[f.name] = a.trim();
    }
  }
  return patch;
}
