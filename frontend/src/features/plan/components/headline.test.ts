import { describe, expect, it } from 'vitest';
import type { Plan } from '@/lib/api/types';
import { headlines } from './headline';

const base: Plan = {
  rows: [],
  moneyLastsToAge: 88,
  horizonAge: 95,
  retirementAge: 65,
  sustainableMonthlySpending: '3650',
  monthlySpending: '4000',
  inflation: '0.025',
  expectedReturn: '0.07',
  volatility: '0.1',
  voluntaryContributions: '0',
  claimAge: null,
  agePensionFortnightly: '612.4',
  socialSecurityMonthly: null,
  successProbability: '0.7391',
  paths: 2000,
  seed: 1,
  bands: { ages: [], p10: [], p50: [], p90: [] },
  assumptions: [],
  notes: [],
  provisional: false,
  provisionalReasons: [],
};

describe('plan headlines', () => {
  it('say how long the money lasts, the odds and the Age Pension', () => {
    expect(headlines(base, 'australia')).toEqual([
      "Your money lasts to age 88 (in today's dollars)",
      'Chance it lasts to 95: 74%',
      'Age Pension from 67: about $612 a fortnight',
      'You could spend about $3,650 a month to age 95',
    ]);
  });

  it('say when the money outlasts the plan, and Social Security in the US', () => {
    const us = { ...base, moneyLastsToAge: null, agePensionFortnightly: null, socialSecurityMonthly: '2310', claimAge: 70 };
    expect(headlines(us, 'us').slice(0, 3)).toEqual([
      "Your money lasts past age 95 (in today's dollars)",
      'Chance it lasts to 95: 74%',
      'Social Security from 70: about $2,310 a month',
    ]);
  });
});
