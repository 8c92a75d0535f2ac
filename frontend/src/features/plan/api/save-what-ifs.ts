import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchProfile } from '@/lib/api/patch-profile';
import type { ProfileInput } from '@/lib/api/types';
import { invalidateProfileData } from '@/lib/profile';
import type { WhatIfs } from './get-plan';

/** The profile fields a what-if stands for; "Save to my profile" writes them with the usual PATCH. */
export function whatIfsToProfile(w: WhatIfs, savedVoluntary: string | null | undefined): ProfileInput {
  const patch: ProfileInput = {};
  if (w.retirementAge !== undefined) patch.retirementAge = w.retirementAge;
  if (w.monthlySpending !== undefined) patch.retirementSpending = w.monthlySpending;
  if (w.claimAge !== undefined) patch.socialSecurityClaimAge = w.claimAge;
  if (w.inflation !== undefined) patch.inflationRate = w.inflation;
  if (w.expectedReturn !== undefined) patch.expectedReturnRate = w.expectedReturn;
  if (w.volatility !== undefined) patch.returnVolatility = w.volatility;
  if (w.extraContribution !== undefined) {
    // The what-if adds to what is saved; keep the sum in whole cents.
    const cents = Math.round(Number(savedVoluntary ?? 0) * 100) + Math.round(Number(w.extraContribution) * 100);
    patch.voluntaryContributions = (cents / 100).toFixed(2);
  }
  return patch;
}

export function useSaveWhatIfs(options: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfileInput) => patchProfile(patch),
    onSuccess: async () => {
      await invalidateProfileData(queryClient);
      options.onSuccess();
    },
    onError: options.onError,
  });
}
