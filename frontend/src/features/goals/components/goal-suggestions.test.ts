import { describe, expect, it } from 'vitest';
import { emergencyFundHeld, nextMilestone, suggestGoals } from './goal-suggestions';

const ids = (p: Parameters<typeof suggestGoals>[0]) => suggestGoals(p).map((s) => s.id);

describe('goals suggested to someone with none', () => {
  it('puts an emergency fund first when it covers less than 3 months of expenses', () => {
    const [first] = suggestGoals({ monthlyExpenses: '4000', emergencyFund: '6000', annualIncome: '95000' });
    expect(first?.id).toBe('emergency-fund');
    expect(first?.title).toBe('Emergency fund: 6 months of expenses');
    expect(first?.reason).toBe('Yours covers 1.5 months of expenses; 3 to 6 is the usual cushion.');
    expect(first?.values).toEqual({ kind: 'emergency_fund', title: 'Emergency fund' });
  });

  it('does not suggest one from 3 months of expenses up, or while expenses are unknown', () => {
    expect(ids({ monthlyExpenses: '4000', emergencyFund: '12000' })).not.toContain('emergency-fund');
    expect(ids({ emergencyFund: '0', annualIncome: '95000' })).not.toContain('emergency-fund');
  });

  it('reads the fund held as the server does: emergencyFundCurrent, else emergencyFund', () => {
    expect(emergencyFundHeld({ emergencyFundCurrent: '1000', emergencyFund: '50000' })).toBe(1000);
    expect(emergencyFundHeld({ emergencyFund: '50000' })).toBe(50000);
    expect(emergencyFundHeld({})).toBe(0);
    expect(ids({ monthlyExpenses: '4000', emergencyFundCurrent: '1000', emergencyFund: '50000' })[0]).toBe('emergency-fund');
  });

  it("uses the profile's months for the fund's size", () => {
    expect(suggestGoals({ monthlyExpenses: '3000', emergencyFundMonths: '3' })[0]?.title).toBe('Emergency fund: 3 months of expenses');
  });

  it('suggests paying off other debts next, and never more than two goals', () => {
    const profile = { monthlyExpenses: '4000', debts: '6000', annualIncome: '95000', superBalance: '120000' };
    const suggestions = suggestGoals(profile);
    expect(suggestions.map((s) => s.id)).toEqual(['emergency-fund', 'pay-off-debts']);
    expect(suggestions[1]?.reason).toBe('You owe $6,000; paying it down first usually beats any saving.');
    expect(suggestions[1]?.values).toEqual({ kind: 'debt_payoff', field: 'debts', title: 'Pay off debts' });
  });

  it('suggests a house deposit to someone earning without a home, and the next $100,000 of net worth to a home owner', () => {
    expect(ids({ annualIncome: '95000', superBalance: '120000', monthlyExpenses: '4000', emergencyFund: '20000' })).toEqual([
      'house-deposit',
      'net-worth',
    ]);
    const owner = suggestGoals({ annualIncome: '95000', propertyValue: '600000', mortgageBalance: '450000', currentSavings: '5000' });
    expect(owner.map((s) => s.id)).toEqual(['net-worth']);
    expect(owner[0]?.title).toBe('Reach a net worth of $200,000');
    expect(owner[0]?.values).toEqual({ kind: 'net_worth', title: 'Net worth of $200,000', targetAmount: '200000' });
  });

  it('suggests no net-worth milestone while net worth is negative', () => {
    expect(ids({ currentSavings: '1000', debts: '30000' })).toEqual(['pay-off-debts']);
  });

  it('falls back to a savings goal of their choosing when the profile says nothing', () => {
    expect(suggestGoals({}).map((s) => s.values)).toEqual([{ kind: 'savings' }]);
  });

  it('rounds milestones to the next $100,000', () => {
    expect(nextMilestone(0)).toBe(100_000);
    expect(nextMilestone(99_999)).toBe(100_000);
    expect(nextMilestone(100_000)).toBe(200_000);
    expect(nextMilestone(135_000)).toBe(200_000);
  });
});
