import { cn } from '@/lib/cn';
import type { Complexity } from '../data/topics';

// Spec section 9: beginner green, intermediate yellow, advanced red.
const COMPLEXITY_STYLE: Record<Complexity, string> = {
  beginner: 'bg-green-100 text-green-800',
  intermediate: 'bg-yellow-100 text-yellow-900',
  advanced: 'bg-red-100 text-red-800',
};

export function Badge({ className, children }: { className?: string; children: string }) {
  return (
    <span className={cn('inline-flex w-fit rounded-full px-2 py-0.5 text-xs font-medium capitalize', className)}>
      {children}
    </span>
  );
}

export function ComplexityBadge({ complexity }: { complexity: Complexity }) {
  return (
    <Badge className={COMPLEXITY_STYLE[complexity]}>
      {complexity}
    </Badge>
  );
}
