import { describe, expect, it } from 'vitest';
import { buildAssumptionsPayload, formFromProfile } from './assumptions-payload';

describe('assumptions payload', () => {
  it('divides rates by 100 and omits empty or undefined values', () => {
    expect(
      buildAssumptionsPayload({
        age: '34',
        retirementAge: '',
        emergencyFundMonths: undefined,
        currentSavings: '15000',
        monthlyExpenses: '   ',
        expectedReturnRate: '7.5',
        retirementWithdrawalRate: '',
      }),
    ).toEqual({ age: '34', currentSavings: '15000', expectedReturnRate: '0.075' });
  });
  it('sends one field for a quick edit', () => {
    expect(buildAssumptionsPayload({ retirementWithdrawalRate: '4' })).toEqual({ retirementWithdrawalRate: '0.04' });
  });
  it('sends nothing for an empty form', () => {
    expect(buildAssumptionsPayload({})).toEqual({});
  });
  it('starts the form from the profile with rates ×100', () => {
    expect(
      formFromProfile({ age: '34', retirementAge: '65', expectedReturnRate: '0.07', retirementWithdrawalRate: '0.04' }),
    ).toEqual({
      age: '34',
      retirementAge: '65',
      emergencyFundMonths: '',
      currentSavings: '',
      monthlyExpenses: '',
      expectedReturnRate: '7',
      retirementWithdrawalRate: '4',
    });
  });
});
