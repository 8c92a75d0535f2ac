export function Spinner({ label = 'Loading', compact = false }: { label?: string; compact?: boolean }) {
  return (
    <div role="status" className={compact ? 'flex items-center gap-2 py-2' : 'flex justify-center p-8'}>
      <span
        aria-hidden
        className={`${compact ? 'size-4 border-2' : 'size-8 border-4'} animate-spin rounded-full border-slate-200 border-t-teal-700`}
      />
      <span className={compact ? 'text-sm text-slate-600' : 'sr-only'}>{label}</span>
    </div>
  );
}
