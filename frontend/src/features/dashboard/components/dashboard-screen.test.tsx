import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { FinancialProfile, Recommendation } from '@/lib/api/types';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { DashboardScreen } from './dashboard-screen';

const server = startApiServer();

const profile: FinancialProfile = {
  country: 'australia',
  annualIncome: '120000',
  takeHome: '90000',
  monthlyExpenses: '1000',
  currentSavings: '5000',
  age: '34',
  retirementAge: '65',
  expectedReturnRate: '0.07',
  retirementWithdrawalRate: '0.04',
  emergencyFundMonths: '6',
};

const housing: Recommendation = {
  id: 'housing-costs',
  title: 'Check your housing costs',
  description: 'Housing alone typically costs about $2,800 a month.',
  impact: 'medium',
  icon: 'home',
  priority: 3,
  field: 'rentOrMortgage',
  suggestedValue: '2800',
};

const expenses: Recommendation = {
  id: 'monthly-expenses',
  title: 'Add your monthly expenses',
  description: 'A typical budget for your income is about $5,250 a month.',
  impact: 'high',
  icon: 'receipt',
  priority: 1,
  field: 'monthlyExpenses',
  suggestedValue: '5250',
};

function serve(recommendations: Recommendation[] = [expenses, housing]) {
  server.route('GET /api/financial-profile', { body: profile });
  server.route('GET /api/financial-profile/recommendations', { body: recommendations });
  server.route('POST /api/financial-profile/assumptions', (call) => ({ body: { ...profile, ...(call.body as object) } }));
  server.route('PATCH /api/financial-profile', (call) => ({ body: { ...profile, ...(call.body as object) } }));
}

function renderDashboard() {
  return renderWithProviders(
    <>
      <DashboardScreen />
      <Toaster />
    </>,
  );
}

const assumptionsButton = () => screen.getByRole('button', { name: 'Edit Profile Assumptions' });

describe('Edit Profile Assumptions', () => {
  it('opens the form in edit mode, Save returns to viewing, the button closes it, and it works again', async () => {
    serve();
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile Assumptions' }));
    // Save and Cancel at once: no pencil to find first.
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();

    const age = screen.getByLabelText('Age');
    await userEvent.clear(age);
    // The decimal point is refused: only whole numbers reach the server.
    await userEvent.type(age, '35.');
    expect(age).toHaveValue(35);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile assumptions have been saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/financial-profile/assumptions').at(-1)?.body).toMatchObject({ age: '35' });

    await userEvent.click(assumptionsButton());
    expect(screen.queryByRole('region', { name: 'Profile Assumptions' })).not.toBeInTheDocument();
    // The force flag was reset, so opening again forces edit mode again.
    await userEvent.click(assumptionsButton());
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit assumptions' })).toBeVisible();
  });
});

describe('Recommended Updates', () => {
  it('edits a recommendation field inline, prefilled with the suggestion, and saves it with the toast', async () => {
    serve();
    renderDashboard();
    const editor = await screen.findByLabelText('Housing Costs (monthly)');
    expect(editor).toHaveValue('$2,800');
    await userEvent.click(editor);
    expect(editor).toHaveValue('2800');
    await userEvent.clear(editor);
    await userEvent.type(editor, '3100{Enter}');
    expect(await screen.findByText('Your information has been saved')).toBeInTheDocument();
    expect(screen.getByText('Updated')).toBeInTheDocument();
    // Housing costs are not one of the assumptions: the profile PATCH carries them.
    expect(server.callsTo('PATCH /api/financial-profile').map((c) => c.body)).toEqual([{ rentOrMortgage: '3100' }]);
    // The profile and the recommendations were refreshed.
    await waitFor(() => expect(server.callsTo('GET /api/financial-profile/recommendations')).toHaveLength(2));
  });

  it('accepts the suggestion with Enter, through the assumptions call for an assumption field', async () => {
    serve();
    renderDashboard();
    const editor = await screen.findByLabelText('Monthly Expenses');
    await userEvent.click(editor);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Your information has been saved')).toBeInTheDocument();
    expect(server.callsTo('POST /api/financial-profile/assumptions').map((c) => c.body)).toEqual([{ monthlyExpenses: '5250' }]);
  });

  it("'Update Now' focuses the editor of a field outside the form, twice in a row", async () => {
    serve([housing]);
    renderDashboard();
    const item = (await screen.findByRole('heading', { name: 'Check your housing costs' })).closest('li') as HTMLElement;
    const editor = within(item).getByLabelText('Housing Costs (monthly)');
    const updateNow = within(item).getByRole('button', { name: /Update Now/ });
    await userEvent.click(updateNow);
    expect(editor).toHaveFocus();
    expect(editor).toHaveValue('2800');
    await userEvent.keyboard('{Escape}');
    expect(editor).not.toHaveFocus();
    await userEvent.click(updateNow);
    expect(editor).toHaveFocus();
  });

  it("'Update Now' opens the assumptions form on its field, twice in a row", async () => {
    serve([expenses]);
    renderDashboard();
    const updateNow = await screen.findByRole('button', { name: /Update Now/ });
    await userEvent.click(updateNow);
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Edit profile assumptions' })).toBeVisible();
    expect(within(screen.getByRole('form')).getByLabelText('Monthly Expenses')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(updateNow);
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(within(screen.getByRole('form')).getByLabelText('Monthly Expenses')).toHaveFocus();
  });
});

describe('loading and error states', () => {
  it('shows neither card while recommendations load (no Quick Updates flash)', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve();
    server.route('GET /api/financial-profile/recommendations', async () => {
      await held;
      return { body: [housing] };
    });
    renderDashboard();
    expect(await screen.findByText('Loading recommendations')).toBeInTheDocument();
    expect(screen.queryByText('Quick Updates')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Recommended Updates')).toBeInTheDocument();
    expect(screen.queryByText('Quick Updates')).not.toBeInTheDocument();
  });

  it('says when recommendations fail and retries', async () => {
    serve();
    server.route('GET /api/financial-profile/recommendations', { status: 500, body: { message: 'Internal error' } });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your recommendations");
    expect(alert).toHaveTextContent('500: {"message":"Internal error"}');
    expect(screen.queryByText('Quick Updates')).not.toBeInTheDocument();
    server.route('GET /api/financial-profile/recommendations', { body: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Quick Updates')).toBeInTheDocument();
  });

  it('says when the profile fails and retries', async () => {
    server.route('GET /api/financial-profile', { status: 503, body: { message: 'The database is unavailable' } });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your profile");
    expect(screen.queryByText('Welcome to Your Dashboard')).not.toBeInTheDocument();
    serve();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Income & Expenses')).toBeInTheDocument();
  });
});
