import { queryOptions } from '@tanstack/react-query';
import type { Country, FinancialProfile } from './api/types';
import { num } from './money';

/** Shared by every feature that reads the profile; the default queryFn GETs the key. */
export const PROFILE_KEY = ['/api/financial-profile'] as const;

export const profileQueryOptions = () =>
  queryOptions<FinancialProfile>({ queryKey: PROFILE_KEY });

export function countryOf(profile: FinancialProfile | undefined | null): Country {
  return profile?.country === 'us' ? 'us' : 'australia';
}

export function totalAssets(p: FinancialProfile): number {
  return (
    num(p.currentSavings) +
    num(p.propertyValue) +
    num(p.superBalance) +
    num(p.investmentAccounts) +
    num(p.emergencyFund)
  );
}

export function totalLiabilities(p: FinancialProfile): number {
  return num(p.mortgageBalance) + num(p.debts);
}

export function netWorth(p: FinancialProfile): number {
  return totalAssets(p) - totalLiabilities(p);
}

export function totalTax(p: FinancialProfile): number {
  return num(p.federalTax) + num(p.stateTax) + num(p.ficaTax);
}

/** Labels that differ by country (spec section 2, "Labels"). */
export function countryLabels(country: Country) {
  return country === 'us'
    ? { incomeTax: 'Federal Tax', levy: 'FICA', retirement: '401(k)' }
    : { incomeTax: 'Income Tax', levy: 'Medicare Levy', retirement: 'Superannuation' };
}
