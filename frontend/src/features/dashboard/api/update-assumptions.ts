import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { invalidateProfileData } from '@/lib/profile';

export const ASSUMPTION_FIELDS = [
  'age',
  'retirementAge',
  'emergencyFundMonths',
  'currentSavings',
  'monthlyExpenses',
  'expectedReturnRate',
  'retirementWithdrawalRate',
] as const;

export type AssumptionField = (typeof ASSUMPTION_FIELDS)[number];
export type AssumptionsPayload = Partial<Record<AssumptionField, string>>;

export function isAssumptionField(field: string): field is AssumptionField {
  return (ASSUMPTION_FIELDS as readonly string[]).includes(field);
}

export const PERCENT_FIELDS: ReadonlySet<string> = new Set(['expectedReturnRate', 'retirementWithdrawalRate']);

/** The response is not read (spec section 7); on success the profile and what derives from it are refreshed. */
export async function updateAssumptions(payload: AssumptionsPayload): Promise<void> {
  await api.POST('/api/financial-profile/assumptions', { body: payload });
}

export function useUpdateAssumptions(options: {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssumptions,
    onSuccess: async () => {
      await invalidateProfileData(queryClient);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
