import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Country, FinancialProfile } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { invalidateProfileData } from '@/lib/profile';

export async function updateCountry(country: Country): Promise<FinancialProfile> {
  return unwrap(await api.POST('/api/financial-profile/country', { body: { country } }));
}

/** Posts the country, then refreshes the profile (and the suggestions, which depend on it). */
export function useUpdateCountry(options: { onSuccess?: () => void; onError?: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCountry,
    onSuccess: async () => {
      await invalidateProfileData(queryClient);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
