import type { KeyboardEvent } from 'react';

/** Profile fields the server accepts only as whole numbers (finance-domain's `FieldKind::Count`). */
export const WHOLE_NUMBER_FIELDS: ReadonlySet<string> = new Set([
  'age',
  'retirementAge',
  'dependents',
  'numberOfCars',
  'spouseAge',
  'horizonAge',
  'socialSecurityClaimAge',
]);

/** The whole-number part of what was typed or pasted: "34.5" → "34", "-2" → "", "1e3" → "1". */
export function wholeNumberText(text: string): string {
  return /^\s*(\d*)/.exec(text)?.[1] ?? '';
}

/** Keys a number input would accept but a whole number cannot contain. */
export function blockNonDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (['.', ',', 'e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
}

/** Props for an `<input>` that takes only whole numbers (numeric keypad on phones). */
export const wholeNumberInputProps = {
  type: 'number',
  inputMode: 'numeric',
  step: 1,
  min: 0,
  onKeyDown: blockNonDigitKeys,
} as const;
