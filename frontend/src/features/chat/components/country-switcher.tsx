import type { Country } from '@/lib/api/types';
import { cn } from '@/lib/cn';

const OPTIONS: { value: Country; label: string }[] = [
  { value: 'australia', label: 'Australia' },
  { value: 'us', label: 'US' },
];

export function CountrySwitcher({
  country,
  disabled,
  onChange,
}: {
  country: Country;
  disabled?: boolean;
  onChange: (country: Country) => void;
}) {
  return (
    <div role="group" aria-label="Country" className="inline-flex rounded-lg bg-slate-100 p-1">
      {OPTIONS.map((option) => {
        const active = option.value === country;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            disabled={disabled}
            onClick={() => {
              if (!active) onChange(option.value);
            }}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
              active ? 'bg-teal-700 text-white shadow-sm' : 'text-slate-700 hover:bg-white',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
