import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import type { FinancialProfile, Outlook, ProjectionRow } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { formatCurrency, num } from '@/lib/money';
import { fractionToPercent } from '@/lib/percent';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { useInView } from '@/lib/use-in-view';
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

/** The chart's code loads when the card is scrolled near; until then an empty box of the same height. */
function LazyChart({ rows }: { rows: ProjectionRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  return (
    <div ref={box} className="h-20">
      {inView && (
        <Suspense fallback={null}>
          <ProjectionChart rows={rows} />
        </Suspense>
      )}
    </div>
  );
}

function RetirementBody() {
  const profileQuery = useQuery(profileQueryOptions());
  const profile = profileQuery.data ?? {};
  const ready = profileQuery.isSuccess && hasAges(profile);
  const projection = useProjection(ready);

  if (profileQuery.isPending) return <Spinner compact label="Loading your profile" />;
  if (profileQuery.isError) {
    return (
      <QueryError
        what="your profile"
        error={profileQuery.error}
        retrying={profileQuery.isFetching}
        onRetry={() => void profileQuery.refetch()}
      />
    );
  }
  if (!ready) return <p className="text-sm text-slate-700">{MISSING_AGES_TEXT}</p>;
  if (projection.isPending) return <Spinner compact label="Loading your projection" />;
  if (projection.isError) {
    return (
      <QueryError
        what="your retirement projection"
        error={projection.error}
        retrying={projection.isFetching}
        onRetry={() => void projection.refetch()}
      />
    );
  }
  const rows = projection.data.projection;
  const outlook = projection.data.outlook ?? null;
  return (
    <div className="grid gap-3">
      {outlook && <OutlookCard outlook={outlook} profile={profile} />}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{NO_PROJECTION_TEXT}</p>
      ) : (
        <LazyChart rows={rows} />
      )}
    </div>
  );
}

/** The spec's texts show only for what they say: missing ages, or a projection that came back empty. */
export function RetirementCard() {
  return (
    <Card aria-labelledby="retirement-title">
      <CardTitle icon={<TrendingUp className="size-4 text-teal-700" aria-hidden />}>
        <span id="retirement-title">Retirement Planning</span>
      </CardTitle>
      <RetirementBody />
    </Card>
  );
}
