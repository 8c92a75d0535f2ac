import { useQuery } from '@tanstack/react-query';
import { LineChart } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import type { Country } from '@/lib/api/types';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { useInView } from '@/lib/use-in-view';
import { useNetWorthHistory } from '../api/get-net-worth-history';
import { historySummary, toSeries, type SeriesPoint } from './net-worth-series';

const NetWorthChart = lazy(() => import('./net-worth-chart'));

/** The chart's code loads when its box is scrolled near; until then the empty box holds its height. */
function LazyChart(props: { series: SeriesPoint[]; country: Country; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  return (
    <div ref={box} className="h-40">
      {inView && (
        <Suspense fallback={null}>
          <NetWorthChart {...props} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * "Net worth over time" (in the dashboard's further block, below the fold): the history the server reads
 * from the profile's change log, summed in words and drawn once there are two points. The history is
 * asked for, and rendered, only once the card is scrolled near, so the dashboard's first load carries
 * neither the request nor the render.
 */
export function NetWorthCard() {
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box);
  return (
    <Card aria-labelledby="net-worth-history-title">
      <CardTitle icon={<LineChart className="size-4 text-teal-700" aria-hidden />}>
        <span id="net-worth-history-title">Net worth over time</span>
      </CardTitle>
      {/* Until then an empty line holds its place (no spinner: nothing is loading yet). */}
      <div ref={box} className="min-h-5">
        {near && <NetWorthHistory />}
      </div>
    </Card>
  );
}

function NetWorthHistory() {
  const history = useNetWorthHistory();
  const country = countryOf(useQuery(profileQueryOptions()).data);
  const points = history.data?.points ?? [];
  const summary = historySummary(points, country);
  return history.isPending ? (
    <Spinner compact label="Loading your net worth history" />
  ) : history.isError ? (
    <QueryError
      what="your net worth history"
      error={history.error}
      retrying={history.isFetching}
      onRetry={() => void history.refetch()}
    />
  ) : points.length < 2 ? (
    <p className="text-sm text-slate-700">
      {summary} Each change to your profile adds a point here, so you can see where you are heading.
    </p>
  ) : (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700">{summary}</p>
      <LazyChart series={toSeries(points)} country={country} label={`Net worth over time. ${summary}`} />
    </div>
  );
}
