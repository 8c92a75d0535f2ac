import { LineChart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useQuery } from '@tanstack/react-query';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { usePlan } from '../api/get-plan';
import { headlines } from './headline';

/**
 * The dashboard's plan block (the spec leaves the content of its extra insight block open): a
 * one-line headline and "See your full plan". Needs an age; without one it says so.
 */
export function PlanSummary({ onOpen }: { onOpen: () => void }) {
  const profile = useQuery(profileQueryOptions()).data ?? {};
  const hasAge = profile.age !== null && profile.age !== undefined && profile.age !== '';
  const plan = usePlan({}, hasAge);
  const first = plan.data ? headlines(plan.data, countryOf(profile))[0] : null;
  return (
    <Card>
      <p className="mb-2 flex items-center gap-2 text-sm text-slate-800">
        <LineChart className="size-4 text-teal-700" aria-hidden />
        {!hasAge
          ? 'Add your age to see a retirement plan in today’s dollars.'
          : plan.isPending
            ? 'Working out your plan…'
            : plan.isError
              ? 'Your plan could not be worked out just now.'
              : first}
      </p>
      <Button variant="outline" size="sm" onClick={onOpen}>
        See your full plan
      </Button>
    </Card>
  );
}
