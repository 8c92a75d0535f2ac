import { useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Card, CardTitle, Row } from '@/components/ui/card';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { payslipLines } from './payslip-lines';

/**
 * The dashboard's extra insight block (its content is left open by the spec): the tax year the
 * figures are for, and the HELP debt and repayment, salary sacrifice or pre-tax deferral that shape
 * the take-home. Nothing shows before there is a tax year.
 */
export function PayslipSummary() {
  const profile = useQuery(profileQueryOptions()).data;
  if (!profile?.taxYear) return null;
  const lines = payslipLines(profile);
  return (
    <Card>
      <CardTitle icon={<Receipt className="size-4 text-teal-700" aria-hidden />}>Your payslip</CardTitle>
      <Row label="Tax figures are for" value={countryOf(profile) === 'us' ? `Tax year ${profile.taxYear}` : `Financial year ${profile.taxYear}`} />
      {lines.map((l) => (
        <Row key={l.label} label={l.label} value={l.value} />
      ))}
    </Card>
  );
}
