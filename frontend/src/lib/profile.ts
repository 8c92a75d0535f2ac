import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from './api/client';
import type { Country, FinancialProfile } from './api/types';
import { subtractDecimals, sumDecimals } from './decimal';
import { GOALS_KEY } from './goals';

/** Shared by every feature that reads the profile. Keys are the URL's parts (spec section 7). */
export const PROFILE_KEY = ['/api/financial-profile'] as const;
/** The chat suggestions (`['/api/suggestions', conversationId]`) derive from the profile too. */
export const SUGGESTIONS_KEY = ['/api/suggestions'] as const;

export const profileQueryOptions = () =>
  queryOptions<FinancialProfile>({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) => unwrap(await api.GET('/api/financial-profile', { signal })),
  });

/**
 * After any change to the profile (assumptions, an inline edit, the profile page, the country, an undo):
 * refresh the profile, everything keyed under it (projection, recommendations, plan, net-worth
 * history), the chat suggestions and the goals, whose figures follow the profile. A chat turn that
 * changed neither the profile nor a goal passes `goals: false` (the refresh the spec asks of every send
 * need not recompute every goal).
 */
export function invalidateProfileData(queryClient: QueryClient, { goals = true } = {}): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
    queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY }),
    goals ? queryClient.invalidateQueries({ queryKey: GOALS_KEY }) : undefined,
  ]);
}

export function countryOf(profile: FinancialProfile | undefined | null): Country {
  return profile?.country === 'us' ? 'us' : 'australia';
}

// Totals are exact decimal strings (see decimal.ts); format them with lib/money.

export function totalAssets(p: FinancialProfile): string {
  return sumDecimals([p.currentSavings, p.propertyValue, p.superBalance, p.investmentAccounts, p.emergencyFund]);
}

export function totalLiabilities(p: FinancialProfile): string {
  return sumDecimals([p.mortgageBalance, p.debts]);
}

export function netWorth(p: FinancialProfile): string {
  return subtractDecimals(totalAssets(p), totalLiabilities(p));
}

export function totalTax(p: FinancialProfile): string {
  return sumDecimals([p.federalTax, p.stateTax, p.ficaTax]);
}

/** Labels that differ by country (spec section 2, "Labels"). */
export function countryLabels(country: Country) {
  return country === 'us'
    ? { incomeTax: 'Federal Tax', levy: 'FICA', retirement: '401(k)' }
    : { incomeTax: 'Income Tax', levy: 'Medicare Levy', retirement: 'Superannuation' };
}
