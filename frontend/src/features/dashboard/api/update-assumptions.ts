import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/request';
import { PROFILE_KEY } from '@/lib/profile';

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

export const PERCENT_FIELDS: ReadonlySet<AssumptionField> = new Set([
  'expectedReturnRate',
  'retirementWithdrawalRate',
]);

// The schema declares this body as a free-form object, so it goes through the untyped helper.
/** The response is not read; on success the cached profile (and what hangs off it) is refreshed. */
export async function updateAssumptions(payload: AssumptionsPayload): Promise<void> {
  await apiRequest('POST', '/api/financial-profile/assumptions', payload);
}

export function useUpdateAssumptions(options: {
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssumptions,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
