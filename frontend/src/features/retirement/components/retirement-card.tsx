import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import type { FinancialProfile, Outlook } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { formatCurrency, num } from '@/lib/money';
import { fractionToPercent } from '@/lib/percent';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { useProjection } from '../api/get-projection';

const ProjectionChart = lazy(() => import('./projection-chart'));

export const MISSING_AGES_TEXT =
  'Set your age and retirement age in Profile Assumptions to see your retirement projection.';
export const NO_PROJECTION_TEXT = 'Complete your profile to see retirement projections';

function hasAges(p: FinancialProfile): boolean {
  const present = (v: unknown) => v !== null && v !== undefined && v !== '';
  return present(p.age) && present(p.retirementAge);
}

function OutlookCard({ outlook, profile }: { outlook: Outlook; profile: FinancialProfile }) {
  const australia = countryOf(profile) === 'australia';
  const rate = fractionToPercent(profile.retirementWithdrawalRate ?? '0.04') || '4';
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold text-slate-800">Retirement Outlook</h3>
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-slate-50 p-3">
          <p className="text-xs text-slate-600">Projected at age {num(profile.retirementAge)}</p>
          <p className="text-lg font-semibold text-slate-900" data-testid="final-value">
            {formatCurrency(outlook.finalValue)}
          </p>
        </div>
        <div className="rounded-xl bg-slate-50 p-3">
          <p className="text-xs text-slate-600">Annual income ({rate}% rule)</p>
          <p className="text-lg font-semibold text-slate-900">{formatCurrency(outlook.sustainableIncome)}</p>
        </div>
      </div>
      <div
        data-testid="outlook-status"
        className={cn(
          'rounded-xl border p-3 text-sm',
          outlook.isComfortable
            ? 'border-green-300 bg-green-50 text-green-900'
            : 'border-amber-300 bg-amber-50 text-amber-950',
        )}
      >
        {outlook.isComfortable ? (
          <p>
            <strong>Comfortable retirement.</strong> Your projected income covers your current expenses of{' '}
            {formatCurrency(outlook.annualExpenses)} a year, with {formatCurrency(outlook.surplus)} to spare.
          </p>
        ) : (
          <p>
            <strong>Projected shortfall.</strong> Your projected income falls {formatCurrency(outlook.shortfall)} a
            year short of your current expenses of {formatCurrency(outlook.annualExpenses)}.
          </p>
        )}
        {australia && (
          <p className="mt-1">The Age Pension may also provide a safety net in retirement.</p>
        )}
      </div>
    </div>
  );
}

export function RetirementCard() {
  const { data: profile = {} } = useQuery(profileQueryOptions());
  const ready = hasAges(profile);
  const projection = useProjection(ready);
  const rows = projection.data?.projection ?? [];
  const outlook = projection.data?.outlook ?? null;

  return (
    <Card aria-labelledby="retirement-title">
      <CardTitle icon={<TrendingUp className="size-4 text-teal-700" aria-hidden />}>
        <span id="retirement-title">Retirement Planning</span>
      </CardTitle>
      {!ready ? (
        <p className="text-sm text-slate-700">{MISSING_AGES_TEXT}</p>
      ) : (
        <div className="grid gap-3">
          {outlook && <OutlookCard outlook={outlook} profile={profile} />}
          {rows.length === 0 ? (
            <p className="text-sm text-slate-700">{NO_PROJECTION_TEXT}</p>
          ) : (
            <Suspense fallback={<div className="h-20" aria-hidden />}>
              <ProjectionChart rows={rows} />
            </Suspense>
          )}
        </div>
      )}
    </Card>
  );
}
