export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center p-8">
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-teal-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
