/** Numeric strings from the API parse as decimals; missing or unparsable means 0 (spec section 3). */
export function num(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Dashboard money: a dollar sign and thousands separators, whole dollars ("$85,000", "-$1,200"). */
export function formatMoney(value: string | number | null | undefined): string {
  const n = Math.round(num(value));
  return `${n < 0 ? '-' : ''}$${dollars.format(Math.abs(n))}`;
}

const aud = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Planning cards: AUD with no decimals (spec section 9). */
export function formatCurrency(value: string | number | null | undefined): string {
  return aud.format(Math.round(num(value)));
}

/** Chart axis: "$Nk". */
export function formatThousands(value: number): string {
  return `$${Math.round(value / 1000)}k`;
}
