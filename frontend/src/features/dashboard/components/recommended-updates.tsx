import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import type { Recommendation } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { topRecommendations } from './recommendation-order';

const IMPACT_STYLE: Record<string, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-yellow-100 text-yellow-900',
  low: 'bg-green-100 text-green-800',
};

export function RecommendedUpdates({
  items,
  onEdit,
}: {
  items: Recommendation[];
  onEdit: () => void;
}) {
  return (
    <Card>
      <CardTitle icon={<Lightbulb className="size-4 text-teal-700" aria-hidden />}>Recommended Updates</CardTitle>
      <ul className="grid gap-3">
        {topRecommendations(items).map((rec) => (
          <li key={rec.id} className="rounded-xl border border-slate-200 p-3">
            <div className="flex items-start justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{rec.title}</h3>
              <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', IMPACT_STYLE[rec.impact] ?? IMPACT_STYLE.low)}>
                {rec.impact} impact
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700">{rec.description}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={onEdit}>
              Update Now
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
