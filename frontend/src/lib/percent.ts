// Rates are stored as fractions and typed as percentages. Shifting the decimal point in the string keeps
// "7.1" → "0.071" exact, where 7.1 / 100 in floating point would not be.

function shift(raw: string, places: number): string | null {
  const m = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(raw);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const sign = m[1] ?? '';
  let int = m[2] ?? '';
  let frac = m[3] ?? '';
  if (places > 0) {
    frac = frac.padEnd(places, '0');
    int += frac.slice(0, places);
    frac = frac.slice(places);
  } else {
    const n = -places;
    int = int.padStart(n + 1, '0');
    frac = int.slice(int.length - n) + frac;
    int = int.slice(0, int.length - n);
  }
  int = int.replace(/^0+(?=\d)/, '');
  frac = frac.replace(/0+$/, '');
  const out = frac ? `${int || '0'}.${frac}` : int || '0';
  return out === '0' ? '0' : sign + out;
}

/** "7" → "0.07"; null when the text is not a number. */
export function percentToFraction(percent: string): string | null {
  return shift(percent, -2);
}

/** "0.07" → "7"; "" for a missing value. */
export function fractionToPercent(fraction: string | number | null | undefined): string {
  if (fraction === null || fraction === undefined || fraction === '') return '';
  return shift(String(fraction), 2) ?? '';
}
