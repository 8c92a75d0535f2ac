// Money arrives as numeric strings ("85000.50"). Totals are added as scaled integers (BigInt), so no
// binary-float noise creeps into a sum before it is formatted.

type Scaled = { units: bigint; scale: number };

function parse(value: string | number | null | undefined): Scaled | null {
  if (value === null || value === undefined) return null;
  const m = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(String(value));
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  const units = BigInt(`${m[2] || '0'}${frac}`);
  return { units: m[1] === '-' ? -units : units, scale: frac.length };
}

function rescale(v: Scaled, scale: number): bigint {
  return v.units * 10n ** BigInt(scale - v.scale);
}

function format({ units, scale }: Scaled): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  const out = frac ? `${int}.${frac}` : int;
  return negative && out !== '0' ? `-${out}` : out;
}

/** The exact sum of decimal strings; missing or unparsable values count as 0 (spec section 3). */
export function sumDecimals(values: (string | number | null | undefined)[]): string {
  const parsed = values.map(parse).filter((v): v is Scaled => v !== null);
  const scale = Math.max(0, ...parsed.map((v) => v.scale));
  const units = parsed.reduce((total, v) => total + rescale(v, scale), 0n);
  return format({ units, scale });
}

/** The exact difference a - b. */
export function subtractDecimals(a: string, b: string): string {
  const negated = b.startsWith('-') ? b.slice(1) : `-${b}`;
  return sumDecimals([a, negated]);
}
