import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import type { Goal } from '@/lib/api/types';
import { GOALS_KEY } from '@/lib/goals';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { GoalsCard } from './goals-card';
import { goal } from './test-goals';

const server = startApiServer();
const profile = { country: 'australia', monthlyExpenses: '4000', emergencyFund: '2000', annualIncome: '95000' };

function serve(goals: Goal[]) {
  server.route('GET /api/financial-profile', { body: profile });
  server.route('GET /api/goals', { body: goals });
}

function renderCard(onOpen = () => {}) {
  return renderWithProviders(
    <>
      <GoalsCard onOpen={onOpen} />
      <Toaster />
    </>,
  );
}

describe('the Goals card', () => {
  it('shows each goal with its progress bar, amount to go and on-track line; See all opens the view', async () => {
    serve([goal(), goal({ id: 'g2', title: 'Pay off debts', kind: 'debt_payoff', field: 'debts', targetAmount: '0', currentAmount: '6000', progress: '0.4', onTrack: false, projectedDate: null })]);
    const onOpen = vi.fn();
    renderCard(onOpen);
    const deposit = await screen.findByRole('progressbar', { name: 'House deposit' });
    expect(deposit).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('progressbar', { name: 'Pay off debts' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('$30,000 to go.')).toBeInTheDocument();
    expect(screen.getByText('On track: reached by Feb 2029.')).toBeInTheDocument();
    expect(screen.getByText('$6,000 left to pay.')).toBeInTheDocument();
    expect(screen.getByText('Behind: needs $670.48 a month to reach it by 31 Dec 2029.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggested goals' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See all' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('shows at most three goals and says how many there are', async () => {
    serve(['a', 'b', 'c', 'd'].map((id) => goal({ id, title: `Goal ${id}` })));
    renderCard();
    expect(await screen.findAllByRole('progressbar')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'See all 4' })).toBeInTheDocument();
  });

  it('with no goals, suggests ones that fit; picking one opens the form filled in, and adding it shows its bar', async () => {
    serve([]);
    const created = goal({ id: 'ef', kind: 'emergency_fund', title: 'Emergency fund', targetAmount: '24000', targetMonths: '6', currentAmount: '2000', progress: '0.0833', targetDate: null, onTrack: null, requiredMonthly: null });
    server.route('POST /api/goals', () => {
      server.route('GET /api/goals', { body: [created] });
      return { status: 201, body: created };
    });
    renderCard();
    const suggestions = await screen.findByRole('list', { name: 'Suggested goals' });
    expect(within(suggestions).getByText('Emergency fund: 6 months of expenses')).toBeInTheDocument();
    expect(within(suggestions).getByText('Yours covers 0.5 months of expenses; 3 to 6 is the usual cushion.')).toBeInTheDocument();
    await userEvent.click(within(suggestions).getByRole('button', { name: 'Set this goal: Emergency fund: 6 months of expenses' }));
    const form = await screen.findByRole('form', { name: 'Add a goal' });
    expect(within(form).getByLabelText('Kind of goal')).toHaveValue('emergency_fund');
    expect(within(form).getByLabelText('Kind of goal')).toHaveFocus();
    expect(within(form).getByLabelText('Title')).toHaveValue('Emergency fund');
    expect(within(form).getByText('Empty follows your profile: 6 months')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Target amount ($)')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByRole('progressbar', { name: 'Emergency fund' })).toHaveAttribute('aria-valuenow', '8');
    expect(server.callsTo('POST /api/goals').map((c) => c.body)).toEqual([{ kind: 'emergency_fund', title: 'Emergency fund' }]);
    expect(screen.getByText('Goal added')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a goal' })).not.toBeInTheDocument();
  });

  it('says the goals did not load, with Retry', async () => {
    server.route('GET /api/financial-profile', { body: profile });
    server.route('GET /api/goals', { status: 500, body: { message: 'Internal error' } });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your goals");
    server.route('GET /api/goals', { body: [goal()] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('progressbar', { name: 'House deposit' })).toBeInTheDocument();
  });

  it('under the empty dashboard, shows only once there are goals', async () => {
    serve([]);
    const { queryClient, unmount } = renderWithProviders(<GoalsCard onOpen={() => {}} onlyWithGoals />);
    await vi.waitFor(() => expect(queryClient.getQueryState(GOALS_KEY)?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Goals' })).not.toBeInTheDocument();
    unmount();
    serve([goal()]);
    renderWithProviders(<GoalsCard onOpen={() => {}} onlyWithGoals />);
    expect(await screen.findByRole('progressbar', { name: 'House deposit' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Goals' })).toBeInTheDocument();
  });
});
