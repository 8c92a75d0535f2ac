import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from './button';

/** A query that failed: says what did not load and why, and offers Retry. */
export function QueryError({
  what,
  error,
  onRetry,
  retrying = false,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          Couldn&apos;t load {what}. <span className="break-words opacity-90">({reason})</span>
        </span>
      </p>
      <Button size="sm" variant="outline" className="w-fit" disabled={retrying} onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden />
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
