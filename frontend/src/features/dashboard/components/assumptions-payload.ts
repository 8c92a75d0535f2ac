import type { FinancialProfile } from '@/lib/api/types';
import { fractionToPercent, percentToFraction } from '@/lib/percent';
import {
  ASSUMPTION_FIELDS,
  PERCENT_FIELDS,
  type AssumptionField,
  type AssumptionsPayload,
} from '../api/update-assumptions';

export type AssumptionsForm = Partial<Record<AssumptionField, string | undefined>>;

/** Spec section 5: rates typed as percentages are divided by 100; empty or undefined values are omitted. */
export function buildAssumptionsPayload(form: AssumptionsForm): AssumptionsPayload {
  const payload: AssumptionsPayload = {};
  for (const field of ASSUMPTION_FIELDS) {
    const raw = form[field]?.trim();
    if (!raw) continue;
    if (PERCENT_FIELDS.has(field)) {
      const fraction = percentToFraction(raw);
      if (fraction !== null) payload[field] = fraction;
    } else {
      payload[field] = raw;
    }
  }
  return payload;
}

/** The edit form starts from the profile, with rates shown ×100. */
export function formFromProfile(profile: FinancialProfile): AssumptionsForm {
  const form: AssumptionsForm = {};
  for (const field of ASSUMPTION_FIELDS) {
    const value = profile[field];
    const text = value === null || value === undefined ? '' : String(value);
    form[field] = PERCENT_FIELDS.has(field) ? fractionToPercent(text) : text;
  }
  return form;
}
