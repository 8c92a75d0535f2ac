import type { Suggestions } from '@/lib/api/types';
import { visibleSuggestions } from './suggestion-rules';

export function SuggestionPanel({
  data,
  isPending,
  onPick,
}: {
  data: Suggestions | undefined;
  isPending: boolean;
  onPick: (prompt: string) => void;
}) {
  const shown = visibleSuggestions(data, isPending);
  if (!shown) return null;
  return (
    <section aria-labelledby="suggestions-title" className="px-4 pb-2">
      <h2 id="suggestions-title" className="mb-1 text-xs font-semibold text-slate-600">
        {shown.title}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {shown.prompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPick(prompt)}
              className="w-full rounded-xl border border-teal-200 bg-white px-3 py-2 text-left text-sm text-teal-900 hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
