import type { Plan } from '@/lib/api/types';
import { formatMoney, num } from '@/lib/money';

/** The plan's headline sentences, in today's dollars. */
export function headlines(plan: Plan, country: 'australia' | 'us'): string[] {
  const lines: string[] = [];
  lines.push(
    plan.moneyLastsToAge === null || plan.moneyLastsToAge === undefined
      ? `Your money lasts past age ${plan.horizonAge} (in today's dollars)`
      : `Your money lasts to age ${plan.moneyLastsToAge} (in today's dollars)`,
  );
  lines.push(`Chance it lasts to ${plan.horizonAge}: ${Math.round(num(plan.successProbability) * 100)}%`);
  if (country === 'australia' && plan.agePensionFortnightly) {
    lines.push(`Age Pension from 67: about ${formatMoney(plan.agePensionFortnightly)} a fortnight`);
  }
  if (country === 'us' && plan.socialSecurityMonthly) {
    const from = plan.claimAge ? `from ${plan.claimAge}` : 'at your full retirement age';
    lines.push(`Social Security ${from}: about ${formatMoney(plan.socialSecurityMonthly)} a month`);
  }
  if (plan.sustainableMonthlySpending) {
    lines.push(`You could spend about ${formatMoney(plan.sustainableMonthlySpending)} a month to age ${plan.horizonAge}`);
  }
  return lines;
}
