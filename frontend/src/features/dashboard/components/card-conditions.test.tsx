import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { dashboardCards } from './card-conditions';
import { ProfileCards } from './profile-cards';

describe('dashboard card conditions', () => {
  it('is empty with no income, no assets and no expenses', () => {
    expect(dashboardCards({ currentSavings: '0', retirementAge: '65', age: '30' }).empty).toBe(true);
    expect(dashboardCards({ annualIncome: '1' }).empty).toBe(false);
    expect(dashboardCards({ monthlyExpenses: '1' }).empty).toBe(false);
    expect(dashboardCards({ propertyValue: '1' }).empty).toBe(false);
  });
  it('shows each card under its own condition', () => {
    const incomeOnly = dashboardCards({ annualIncome: '85000' });
    expect(incomeOnly).toMatchObject({ netWorth: false, incomeExpenses: true, assets: false, liabilities: false, personal: false });
    const full = dashboardCards({ annualIncome: '85000', currentSavings: '100', debts: '5', maritalStatus: 'married' });
    expect(full).toMatchObject({ netWorth: true, incomeExpenses: true, assets: true, liabilities: true, personal: true });
    expect(dashboardCards({ annualIncome: '1', age: '40' }).personal).toBe(true);
    expect(dashboardCards({ annualIncome: '1', dependents: '2' }).personal).toBe(true);
  });
  it('shows household income only above annual income, and the tax breakdown only with tax', () => {
    expect(dashboardCards({ annualIncome: '80000', householdIncome: '80000' }).householdIncome).toBe(false);
    expect(dashboardCards({ annualIncome: '80000', householdIncome: '120000' }).householdIncome).toBe(true);
    expect(dashboardCards({ annualIncome: '80000' }).taxBreakdown).toBe(false);
    expect(dashboardCards({ annualIncome: '80000', ficaTax: '10' }).taxBreakdown).toBe(true);
  });
});

describe('profile cards', () => {
  it('uses US labels, shows state tax, colours a negative net worth red', () => {
    renderWithProviders(
      <ProfileCards
        profile={{
          country: 'us',
          annualIncome: '100000',
          takeHome: '72000',
          federalTax: '13000',
          stateTax: '5000',
          ficaTax: '7650',
          superBalance: '20000',
          mortgageBalance: '300000',
          age: '40',
          maritalStatus: 'married',
          dependents: '2',
          numberOfCars: '2',
        }}
      />,
    );
    expect(screen.getByText('Net Worth Overview')).toBeInTheDocument();
    expect(screen.getByTestId('net-worth')).toHaveTextContent('-$280,000');
    expect(screen.getByTestId('net-worth')).toHaveClass('text-red-700');
    expect(screen.getByText('Monthly Take Home').nextSibling).toHaveTextContent('$6,000');
    expect(screen.getByText('Federal Tax')).toBeInTheDocument();
    expect(screen.getByText('State Tax')).toBeInTheDocument();
    expect(screen.getByText('FICA')).toBeInTheDocument();
    expect(screen.getByText('401(k)').nextSibling).toHaveTextContent('$20,000');
    expect(screen.getByText('Vehicles').nextSibling).toHaveTextContent('2 cars');
    expect(screen.getByText('Age').nextSibling).toHaveTextContent('40 years');
    expect(screen.getByText('Marital Status').nextSibling).toHaveTextContent('Married');
  });
  it('uses Australian labels and hides zero rows', () => {
    renderWithProviders(
      <ProfileCards
        profile={{ country: 'australia', annualIncome: '90000', federalTax: '17788', ficaTax: '1800', superBalance: '50000', currentSavings: '0' }}
      />,
    );
    expect(screen.getByText('Income Tax')).toBeInTheDocument();
    expect(screen.getByText('Medicare Levy')).toBeInTheDocument();
    expect(screen.getByText('Superannuation')).toBeInTheDocument();
    expect(screen.queryByText('State Tax')).not.toBeInTheDocument();
    expect(screen.queryByText('Current Savings')).not.toBeInTheDocument();
    expect(screen.getByTestId('net-worth')).toHaveClass('text-green-700');
  });
});
