import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { AddGoalForm } from './add-goal-form';
import { goal } from './test-goals';

const server = startApiServer();
const profile = { country: 'australia' as const, debts: '6000', mortgageBalance: '450000', emergencyFundMonths: '4' };

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(
    <>
      <AddGoalForm profile={profile} onDone={onDone} />
      <Toaster />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Add a goal' });
  return { form, onDone, field: (label: string) => within(form).getByLabelText(label) };
}

describe('the goal form', () => {
  it('says what is wrong beside each field, and sends nothing until it is right', async () => {
    const { form, field } = renderForm();
    await userEvent.type(field('Title'), 'x'.repeat(81));
    await userEvent.type(field('Target date'), '2020-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add goal' }));
    expect(within(form).getByText('Keep the title to 80 characters or fewer.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the amount you are aiming for.')).toBeInTheDocument();
    expect(within(form).getByText('Pick a date after today.')).toBeInTheDocument();
    expect(field('Title')).toHaveFocus();
    expect(field('Target amount ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Target amount ($)')).toHaveAccessibleDescription('Enter the amount you are aiming for.');
    // Typing in a field clears its message.
    await userEvent.type(field('Target amount ($)'), 'abc');
    expect(within(form).queryByText('Enter the amount you are aiming for.')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add goal' }));
    expect(within(form).getByText('Enter an amount in dollars, like 40000.')).toBeInTheDocument();
    expect(server.callsTo('POST /api/goals')).toHaveLength(0);
  });

  it("puts the server's 400 beside the field it names", async () => {
    server.route('POST /api/goals', { status: 400, body: { message: 'targetDate: must be within 100 years' } });
    const { form, field, onDone } = renderForm();
    await userEvent.type(field('Target amount ($)'), '40000');
    await userEvent.type(field('Target date'), '2300-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Add goal' }));
    expect(await within(form).findByText('Must be within 100 years.')).toBeInTheDocument();
    expect(field('Target date')).toHaveFocus();
    expect(server.callsTo('POST /api/goals').map((c) => c.body)).toEqual([{ kind: 'savings', targetAmount: '40000', targetDate: '2300-01-01' }]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('toasts a 400 about no field of the form', async () => {
    server.route('POST /api/goals', { status: 400, body: { message: 'goals: you can have at most 20 goals; delete one to add another' } });
    const { form, field } = renderForm();
    await userEvent.type(field('Target amount ($)'), '40000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add goal' }));
    expect(await screen.findByText('You can have at most 20 goals; delete one to add another.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('shows the fields each kind takes: months for an emergency fund, the debt for a payoff, no date for retirement', async () => {
    server.route('POST /api/goals', { status: 201, body: goal() });
    server.route('GET /api/goals', { body: [] });
    const { form, field, onDone } = renderForm();
    await userEvent.selectOptions(field('Kind of goal'), 'emergency_fund');
    expect(within(form).getByText('Empty follows your profile: 4 months')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Target amount ($)')).not.toBeInTheDocument();
    await userEvent.selectOptions(field('Kind of goal'), 'retirement');
    expect(within(form).getByLabelText('Yearly spending wanted in retirement ($)')).toBeInTheDocument();
    expect(within(form).queryByLabelText('Target date')).not.toBeInTheDocument();
    await userEvent.selectOptions(field('Kind of goal'), 'debt_payoff');
    const debt = field('Debt to pay off');
    expect(within(debt).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Other debts ($6,000 owed)',
      'Mortgage ($450,000 owed)',
      'HELP debt ($0 owed)',
    ]);
    await userEvent.selectOptions(debt, 'mortgageBalance');
    await userEvent.click(within(form).getByRole('button', { name: 'Add goal' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(server.callsTo('POST /api/goals').map((c) => c.body)).toEqual([{ kind: 'debt_payoff', field: 'mortgageBalance' }]);
  });
});
