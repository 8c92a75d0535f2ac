import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Save } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorReason } from '@/lib/api/errors';
import type { Plan } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { fractionToPercent, percentToFraction } from '@/lib/percent';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { useIdle } from '@/lib/use-idle';
import { usePlan, type WhatIfs } from '../api/get-plan';
import { useSaveWhatIfs, whatIfsToProfile } from '../api/save-what-ifs';
import { headlines } from './headline';

const PlanChart = lazy(() => import('./plan-chart'));

const chartFallback = (
  <div className="h-64">
    <Spinner compact label="Loading the chart" />
  </div>
);

/**
 * The chart mounts once the browser is idle after the headlines are painted (its code and render are
 * the page's heaviest work, and the headlines are what the page is for), and follows a new plan or the
 * dollars switch at a lower priority: `useDeferredValue` lets the headlines and what-if figures update
 * first, and React renders the chart in slices that yield to typing.
 */
function DeferredPlanChart({ plan, future }: { plan: Plan; future: boolean }) {
  const idle = useIdle();
  const deferredPlan = useDeferredValue(plan);
  const deferredFuture = useDeferredValue(future);
  if (!idle) return chartFallback;
  return (
    <Suspense fallback={chartFallback}>
      <PlanChart plan={deferredPlan} future={deferredFuture} />
    </Suspense>
  );
}

function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:outline-2 focus:outline-teal-700';

/** Text typed into a what-if: `undefined` (use the saved value) when empty. */
function typed(raw: string): string | undefined {
  return raw.trim() === '' ? undefined : raw.trim();
}

function whole(raw: string): number | undefined {
  const t = raw.trim();
  return /^\d+$/.test(t) ? Number(t) : undefined;
}

/**
 * The full retirement plan, inside the shell ("/" stays the only route): headline sentences, the
 * chart, what-if controls whose figures follow as they change, every assumption, and "Save to my
 * profile" to keep a what-if.
 */
export function PlanScreen({ onBack }: { onBack: () => void }) {
  const profile = useQuery(profileQueryOptions());
  const country = countryOf(profile.data);
  const [form, setForm] = useState({
    retirementAge: '',
    monthlySpending: '',
    extraContribution: '',
    claimAge: '',
    inflation: '',
    expectedReturn: '',
    volatility: '',
  });
  const [future, setFuture] = useState(false);
  const whatIfs: WhatIfs = {
    retirementAge: whole(form.retirementAge),
    monthlySpending: typed(form.monthlySpending),
    extraContribution: typed(form.extraContribution),
    claimAge: country === 'us' ? whole(form.claimAge) : undefined,
    inflation: typed(form.inflation) && (percentToFraction(form.inflation) ?? form.inflation),
    expectedReturn: typed(form.expectedReturn) && (percentToFraction(form.expectedReturn) ?? form.expectedReturn),
    volatility: typed(form.volatility) && (percentToFraction(form.volatility) ?? form.volatility),
  };
  for (const key of Object.keys(whatIfs) as (keyof WhatIfs)[]) {
    if (whatIfs[key] === undefined) delete whatIfs[key];
  }
  // Asked for together with the profile, not after it: the plan reads the saved profile on the server,
  // and what-ifs (the only part that needs the profile's country) can only be typed once both are shown.
  const plan = usePlan(whatIfs);
  const save = useSaveWhatIfs({
    onSuccess: () => {
      setForm({ retirementAge: '', monthlySpending: '', extraContribution: '', claimAge: '', inflation: '', expectedReturn: '', volatility: '' });
      toast({ title: 'Saved', description: 'Your plan settings have been saved to your profile' });
    },
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const hasWhatIfs = Object.keys(whatIfs).length > 0;
  const data = plan.data;

  return (
    <div className="grid gap-4 p-4">
      <header className="flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="Back to the dashboard" onClick={onBack}>
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        <div>
          <h1 className="text-xl font-bold text-slate-900">Your retirement plan</h1>
          <p className="text-sm text-slate-600">In today&apos;s dollars, on your saved numbers</p>
        </div>
      </header>

      {profile.isPending || (plan.isPending && !plan.isError) ? (
        <Spinner label="Working out your plan" />
      ) : profile.isError ? (
        <QueryError what="your profile" error={profile.error} retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
      ) : plan.isError && !data ? (
        <QueryError what="your plan" error={plan.error} retrying={plan.isFetching} onRetry={() => void plan.refetch()} />
      ) : data ? (
        <>
          <Card aria-live="polite" aria-busy={plan.isFetching}>
            <ul className="grid gap-1 text-sm text-slate-900" data-testid="plan-headlines">
              {headlines(data, country).map((line) => (
                <li key={line} className="font-medium">
                  {line}
                </li>
              ))}
            </ul>
            {plan.isError && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {errorReason(plan.error)}
              </p>
            )}
            {data.provisional && (
              <p className="mt-2 text-xs text-slate-600">Provisional: {data.provisionalReasons.join('; ')}</p>
            )}
          </Card>

          <Card>
            <div className="mb-2 flex items-center justify-between gap-2">
              <CardTitle>Balance by age</CardTitle>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={future} onChange={(e) => setFuture(e.target.checked)} />
                Future dollars
              </label>
            </div>
            {/* The fallback takes the chart's height, so nothing below moves when the chart arrives. */}
            <DeferredPlanChart plan={data} future={future} />
          </Card>

          <Card>
            <CardTitle>What if…</CardTitle>
            <div className="grid gap-3">
              <Field label="Retirement age" hint={`Now ${data.retirementAge}`}>
                {(id) => <input id={id} className={inputClass} inputMode="numeric" value={form.retirementAge} onChange={set('retirementAge')} placeholder={String(data.retirementAge)} />}
              </Field>
              <Field label="Monthly spending in retirement" hint={`Now ${formatMoney(data.monthlySpending)} a month`}>
                {(id) => <input id={id} className={inputClass} inputMode="decimal" value={form.monthlySpending} onChange={set('monthlySpending')} placeholder={data.monthlySpending} />}
              </Field>
              <Field label="Extra saving a year" hint="Added to savings and investments until you retire">
                {(id) => <input id={id} className={inputClass} inputMode="decimal" value={form.extraContribution} onChange={set('extraContribution')} placeholder="0" />}
              </Field>
              {country === 'us' && (
                <Field label="Social Security claim age (62-70)" hint={data.claimAge ? `Now ${data.claimAge}` : 'Now your full retirement age'}>
                  {(id) => <input id={id} className={inputClass} inputMode="numeric" value={form.claimAge} onChange={set('claimAge')} placeholder={data.claimAge ? String(data.claimAge) : ''} />}
                </Field>
              )}
            </div>
          </Card>

          <Card>
            <CardTitle>Assumptions</CardTitle>
            <div className="grid gap-3">
              <Field label="Inflation (%)">
                {(id) => <input id={id} className={inputClass} inputMode="decimal" value={form.inflation} onChange={set('inflation')} placeholder={fractionToPercent(data.inflation)} />}
              </Field>
              <Field label="Expected return (%)">
                {(id) => <input id={id} className={inputClass} inputMode="decimal" value={form.expectedReturn} onChange={set('expectedReturn')} placeholder={fractionToPercent(data.expectedReturn)} />}
              </Field>
              <Field label="Return volatility (%)" hint={`The odds come from ${data.paths.toLocaleString('en-US')} random market paths`}>
                {(id) => <input id={id} className={inputClass} inputMode="decimal" value={form.volatility} onChange={set('volatility')} placeholder={fractionToPercent(data.volatility)} />}
              </Field>
            </div>
            <ul className="mt-3 list-disc pl-5 text-xs text-slate-600">
              {[...data.assumptions, ...data.notes].map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </Card>

          <Button
            disabled={!hasWhatIfs || save.isPending}
            onClick={() => save.mutate(whatIfsToProfile(whatIfs, profile.data?.voluntaryContributions))}
          >
            <Save className="size-4" aria-hidden />
            Save to my profile
          </Button>
        </>
      ) : null}
    </div>
  );
}
