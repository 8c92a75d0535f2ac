import type { Calculations, Country } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';

/** The calculation box with the country's labels and whole-dollar amounts (spec section 2). */
export function CalculationBox({ calculations, country }: { calculations: Calculations; country: Country }) {
  const us = country === 'us';
  const rows: [string, Calculations[keyof Calculations]][] = [
    [us ? 'Federal Tax' : 'Income Tax', calculations.federalTax],
    ...(us ? ([['State Tax', calculations.stateTax]] as [string, Calculations[keyof Calculations]][]) : []),
    [us ? 'FICA' : 'Medicare Levy', calculations.ficaTax],
    ['Take Home', calculations.takeHome],
  ];
  return (
    <dl
      aria-label="Tax calculation"
      className="mt-3 grid grid-cols-2 gap-2 rounded-xl border border-teal-200 bg-teal-50 p-3"
      data-testid="calculation-box"
    >
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className={label === 'Take Home' ? 'font-semibold text-teal-800' : 'font-semibold text-slate-900'}>
            {formatMoney(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
