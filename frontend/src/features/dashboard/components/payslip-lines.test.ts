import { describe, expect, it } from 'vitest';
import { payslipLines } from './payslip-lines';

describe('payslip lines', () => {
  it('show the HELP debt, its repayment and salary sacrifice in Australia', () => {
    expect(
      payslipLines({ country: 'australia', helpDebt: '30000', helpRepayment: '4200', salarySacrifice: '10000', preTaxRetirement: '5000' }),
    ).toEqual([
      { label: 'HELP debt', value: '$30,000' },
      { label: "This year's HELP repayment", value: '$4,200' },
      { label: 'Salary sacrifice to super (yearly)', value: '$10,000' },
    ]);
  });

  it('show the pre-tax 401(k) deferral in the US, and nothing when none is set', () => {
    expect(payslipLines({ country: 'us', preTaxRetirement: '6000', helpDebt: '30000' })).toEqual([
      { label: 'Pre-tax 401(k) contributions (yearly)', value: '$6,000' },
    ]);
    expect(payslipLines({ country: 'australia', helpDebt: '0' })).toEqual([]);
  });
});
