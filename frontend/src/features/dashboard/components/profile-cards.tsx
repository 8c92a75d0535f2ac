import { Car, Landmark, PiggyBank, User, Wallet } from 'lucide-react';
import { Card, CardTitle, Row } from '@/components/ui/card';
import type { FinancialProfile } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { formatMoney, num } from '@/lib/money';
import { countryLabels, countryOf, netWorth, totalAssets, totalLiabilities } from '@/lib/profile';
import { dashboardCards } from './card-conditions';

function capitalise(text: string): string {
  return text
    .split(/[_\s]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Cards 1-5 of the dashboard, each under its own condition. */
export function ProfileCards({ profile }: { profile: FinancialProfile }) {
  const show = dashboardCards(profile);
  const country = countryOf(profile);
  const labels = countryLabels(country);
  const assets = totalAssets(profile);
  const liabilities = totalLiabilities(profile);
  const worth = netWorth(profile);
  const cars = num(profile.numberOfCars);

  return (
    <>
      {show.netWorth && (
        <Card aria-labelledby="card-net-worth">
          <h2 id="card-net-worth" className="mb-3 text-base font-semibold text-slate-900">
            Net Worth Overview
          </h2>
          <div className="grid grid-cols-3 gap-2 text-center">
            <div>
              <p className="text-xs text-slate-600">Total Assets</p>
              <p className="font-semibold text-slate-900">{formatMoney(assets)}</p>
            </div>
            <div>
              <p className="text-xs text-slate-600">Total Liabilities</p>
              <p className="font-semibold text-slate-900">{formatMoney(liabilities)}</p>
            </div>
            <div>
              <p className="text-xs text-slate-600">Net Worth</p>
              <p
                data-testid="net-worth"
                className={cn('font-semibold', num(worth) >= 0 ? 'text-green-700' : 'text-red-700')}
              >
                {formatMoney(worth)}
              </p>
            </div>
          </div>
        </Card>
      )}

      {show.incomeExpenses && (
        <Card>
          <CardTitle icon={<Wallet className="size-4 text-teal-700" aria-hidden />}>Income &amp; Expenses</CardTitle>
          <Row label="Annual Income" value={formatMoney(profile.annualIncome)} />
          {show.householdIncome && <Row label="Household Income" value={formatMoney(profile.householdIncome)} />}
          <Row label="Monthly Take Home" value={formatMoney(Math.round(num(profile.takeHome) / 12))} />
          <Row label="Monthly Expenses" value={formatMoney(profile.monthlyExpenses)} />
          <Row label="Housing Costs" value={formatMoney(profile.rentOrMortgage)} />
          {show.taxBreakdown && (
            <div className="mt-2 border-t border-slate-200 pt-2">
              <h3 className="text-sm font-semibold text-slate-800">Tax Breakdown</h3>
              <Row label={labels.incomeTax} value={formatMoney(profile.federalTax)} />
              {country === 'us' && num(profile.stateTax) > 0 && (
                <Row label="State Tax" value={formatMoney(profile.stateTax)} />
              )}
              <Row label={labels.levy} value={formatMoney(profile.ficaTax)} />
            </div>
          )}
        </Card>
      )}

      {show.assets && (
        <Card>
          <CardTitle icon={<PiggyBank className="size-4 text-teal-700" aria-hidden />}>Assets</CardTitle>
          {num(profile.currentSavings) > 0 && <Row label="Current Savings" value={formatMoney(profile.currentSavings)} />}
          {num(profile.emergencyFund) > 0 && <Row label="Emergency Fund" value={formatMoney(profile.emergencyFund)} />}
          {num(profile.investmentAccounts) > 0 && (
            <Row label="Investment Accounts" value={formatMoney(profile.investmentAccounts)} />
          )}
          {num(profile.superBalance) > 0 && <Row label={labels.retirement} value={formatMoney(profile.superBalance)} />}
          {num(profile.propertyValue) > 0 && <Row label="Property Value" value={formatMoney(profile.propertyValue)} />}
          {cars > 0 && (
            <Row
              label="Vehicles"
              value={
                <span className="inline-flex items-center gap-1">
                  <Car className="size-4" aria-hidden />
                  {cars} {cars === 1 ? 'car' : 'cars'}
                </span>
              }
            />
          )}
          {profile.otherAssets && <Row label="Other Assets" value={profile.otherAssets} />}
        </Card>
      )}

      {show.liabilities && (
        <Card>
          <CardTitle icon={<Landmark className="size-4 text-teal-700" aria-hidden />}>Liabilities</CardTitle>
          <Row label="Mortgage Balance" value={formatMoney(profile.mortgageBalance)} />
          <Row label="Other Debts" value={formatMoney(profile.debts)} />
        </Card>
      )}

      {show.personal && (
        <Card>
          <CardTitle icon={<User className="size-4 text-teal-700" aria-hidden />}>Personal Details</CardTitle>
          {num(profile.age) > 0 && <Row label="Age" value={`${num(profile.age)} years`} />}
          {profile.maritalStatus && <Row label="Marital Status" value={capitalise(profile.maritalStatus)} />}
          <Row label="Dependents" value={String(num(profile.dependents))} />
        </Card>
      )}
    </>
  );
}
