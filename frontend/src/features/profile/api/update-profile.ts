import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinancialProfile } from '@/lib/api/types';
import { apiJson } from '@/lib/api/request';
import { PROFILE_KEY } from '@/lib/profile';

export type ProfilePatch = Record<string, string | boolean | null>;

// The schema declares this body as a free-form object, so it goes through the untyped helper.
export function updateProfile(patch: ProfilePatch): Promise<FinancialProfile> {
  return apiJson<FinancialProfile>('PATCH', '/api/financial-profile', patch);
}

export function useUpdateProfile(options: { onSuccess?: () => void; onError?: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
