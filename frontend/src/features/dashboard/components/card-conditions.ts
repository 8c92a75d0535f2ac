import type { FinancialProfile } from '@/lib/api/types';
import { num } from '@/lib/money';
import { totalAssets, totalLiabilities, totalTax } from '@/lib/profile';

function present(value: unknown): boolean {
  return value !== null && value !== undefined && value !== '';
}

/** Which dashboard cards show for a profile (spec section 2, "Dashboard screen"). */
export function dashboardCards(p: FinancialProfile) {
  const assets = num(totalAssets(p));
  const empty = num(p.annualIncome) <= 0 && assets <= 0 && num(p.monthlyExpenses) <= 0;
  return {
    empty,
    netWorth: !empty && assets > 0,
    incomeExpenses: !empty && (num(p.annualIncome) > 0 || num(p.monthlyExpenses) > 0),
    assets: !empty && assets > 0,
    liabilities: !empty && num(totalLiabilities(p)) > 0,
    // A zero age or dependents count (a filled-in default) is not a detail worth a card.
    personal: !empty && (num(p.age) > 0 || num(p.dependents) > 0 || present(p.maritalStatus)),
    householdIncome: num(p.householdIncome) > num(p.annualIncome),
    taxBreakdown: num(totalTax(p)) > 0,
  };
}
