import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchProfile } from '@/lib/api/patch-profile';
import { invalidateProfileData, PROFILE_KEY } from '@/lib/profile';

export function useUpdateProfile(options: { onSuccess?: () => void; onError?: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      await invalidateProfileData(queryClient);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
