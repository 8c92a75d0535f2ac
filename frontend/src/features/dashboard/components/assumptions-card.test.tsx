import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AssumptionsCard } from './assumptions-card';

const profile = { age: '34', retirementAge: '65', expectedReturnRate: '0.07', retirementWithdrawalRate: '0.04' };

describe('profile assumptions card', () => {
  it('views, edits via the icon, and Cancel resets the form to the profile', async () => {
    renderWithProviders(<AssumptionsCard profile={profile} />);
    expect(screen.getByText('7%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit assumptions' }));
    const rate = screen.getByLabelText('Expected Return Rate (%)');
    expect(rate).toHaveValue(7);
    expect(rate).toHaveAttribute('step', '0.1');
    await userEvent.clear(rate);
    await userEvent.type(rate, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit assumptions' }));
    expect(screen.getByLabelText('Expected Return Rate (%)')).toHaveValue(7);
  });
  it('can be forced into edit mode by a parent', () => {
    renderWithProviders(<AssumptionsCard profile={profile} forceEdit />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByLabelText('Age')).toHaveValue(34);
  });
});
