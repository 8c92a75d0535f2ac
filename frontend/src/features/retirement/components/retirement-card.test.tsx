import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { MISSING_AGES_TEXT, NO_PROJECTION_TEXT, RetirementCard } from './retirement-card';

const server = startApiServer();
const profile = { country: 'australia', age: '34', retirementAge: '65', retirementWithdrawalRate: '0.04' };

describe('retirement card states', () => {
  it('says it is loading, not "Complete your profile", while the projection loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.route('GET /api/financial-profile', { body: profile });
    server.route('GET /api/financial-profile/projection', async () => {
      await held;
      return { body: { projection: [], outlook: null } };
    });
    renderWithProviders(<RetirementCard />);
    expect(await screen.findByText('Loading your projection')).toBeInTheDocument();
    expect(screen.queryByText(NO_PROJECTION_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByText(MISSING_AGES_TEXT)).not.toBeInTheDocument();
    release();
    // An empty projection that did arrive is what the spec's text is for.
    expect(await screen.findByText(NO_PROJECTION_TEXT)).toBeInTheDocument();
  });

  it('says the projection failed, with Retry, instead of "Complete your profile"', async () => {
    server.route('GET /api/financial-profile', { body: profile });
    server.route('GET /api/financial-profile/projection', { status: 500, body: { message: 'Internal error' } });
    renderWithProviders(<RetirementCard />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your retirement projection");
    expect(screen.queryByText(NO_PROJECTION_TEXT)).not.toBeInTheDocument();
    server.route('GET /api/financial-profile/projection', {
      body: {
        projection: [{ age: 34, year: 2026, savings: '0', contributions: '0', totalValue: '1000' }],
        outlook: {
          finalValue: '1500000',
          sustainableIncome: '60000',
          annualExpenses: '48000',
          isComfortable: true,
          shortfall: '0',
          surplus: '12000',
        },
      },
    });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('final-value')).toHaveTextContent('$1,500,000');
  });

  it('says the profile failed instead of asking for ages', async () => {
    server.route('GET /api/financial-profile', { status: 500, body: { message: 'Internal error' } });
    renderWithProviders(<RetirementCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load your profile");
    expect(screen.queryByText(MISSING_AGES_TEXT)).not.toBeInTheDocument();
    expect(server.callsTo('GET /api/financial-profile/projection')).toHaveLength(0);
  });

  it('asks for the ages only when the loaded profile lacks them', async () => {
    server.route('GET /api/financial-profile', { body: { country: 'us', retirementAge: '65' } });
    renderWithProviders(<RetirementCard />);
    expect(await screen.findByText(MISSING_AGES_TEXT)).toBeInTheDocument();
  });
});
