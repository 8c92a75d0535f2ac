import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';

/** Renders with the app's real query client settings; `seed` pre-fills cached queries. */
export function renderWithProviders(ui: ReactElement, seed: [readonly unknown[], unknown][] = []) {
  const queryClient = createQueryClient();
  for (const [key, data] of seed) queryClient.setQueryData(key, data);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{ui}</TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
