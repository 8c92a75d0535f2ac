import type { FinancialProfile } from '@/lib/api/types';
import { formatMoney, num } from '@/lib/money';
import { countryOf } from '@/lib/profile';

/** The payslip lines the dashboard shows beyond the spec's cards, in the country's own terms. */
export function payslipLines(profile: FinancialProfile): { label: string; value: string }[] {
  const lines: { label: string; value: string }[] = [];
  if (countryOf(profile) === 'australia') {
    if (num(profile.helpDebt) > 0) {
      lines.push({ label: 'HELP debt', value: formatMoney(profile.helpDebt) });
      lines.push({ label: "This year's HELP repayment", value: formatMoney(profile.helpRepayment) });
    }
    if (num(profile.salarySacrifice) > 0) {
      lines.push({ label: 'Salary sacrifice to super (yearly)', value: formatMoney(profile.salarySacrifice) });
    }
  } else if (num(profile.preTaxRetirement) > 0) {
    lines.push({ label: 'Pre-tax 401(k) contributions (yearly)', value: formatMoney(profile.preTaxRetirement) });
  }
  return lines;
}
