import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { patchProfile } from '@/lib/api/patch-profile';
import { percentToFraction } from '@/lib/percent';
import { invalidateProfileData } from '@/lib/profile';
import { isAssumptionField, PERCENT_FIELDS, updateAssumptions } from './update-assumptions';

export interface QuickUpdate {
  /** A profile field's camelCase API name. */
  field: string;
  /** What was typed; percentages as percentages ("7.5"). */
  typed: string;
}

/**
 * One field saved on its own (Quick Updates and Recommended Updates). The seven assumptions go through
 * `POST /api/financial-profile/assumptions` (spec section 7, one field per quick edit); any other field,
 * such as housing costs or the emergency fund, through `PATCH /api/financial-profile`.
 */
export async function saveField({ field, typed }: QuickUpdate): Promise<void> {
  const value = PERCENT_FIELDS.has(field) ? (percentToFraction(typed) ?? typed) : typed;
  if (isAssumptionField(field)) await updateAssumptions({ [field]: value });
  else await patchProfile({ [field]: value });
}

/** Spec section 8: 'Updated' / 'Your information has been saved', or a destructive 'Error'. */
export function useQuickUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveField,
    onSuccess: async () => {
      toast({ title: 'Updated', description: 'Your information has been saved' });
      await invalidateProfileData(queryClient);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to update. Please try again.', variant: 'destructive' }),
  });
}
