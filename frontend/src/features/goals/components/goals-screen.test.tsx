import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { GoalsScreen } from './goals-screen';
import { goal } from './test-goals';

const server = startApiServer();
const deposit = goal();
const path = `/api/goals/${deposit.id}`;

function renderScreen() {
  server.route('GET /api/financial-profile', { body: { country: 'australia', expectedReturnRate: '0.05' } });
  server.route('GET /api/goals', { body: [deposit] });
  renderWithProviders(
    <>
      <GoalsScreen onBack={() => {}} />
      <Toaster />
    </>,
  );
}

describe('the Goals view', () => {
  it('shows each goal in full, and the growth it assumes', async () => {
    renderScreen();
    const card = await screen.findByRole('region', { name: 'House deposit' });
    const fact = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(fact('Target')).toHaveTextContent('$40,000');
    expect(fact('Target date')).toHaveTextContent('31 Dec 2029');
    expect(fact('Saved so far')).toHaveTextContent('$10,000');
    expect(fact('Saving needed')).toHaveTextContent('$670.48 a month');
    expect(fact('Projected at your pace')).toHaveTextContent('Feb 2029');
    expect(screen.getByText(/assumed to grow at your expected return \(5% a year\)/)).toBeInTheDocument();
  });

  it('answers "what if I save $X a month" from the what-if call, saving nothing', async () => {
    server.route(`GET ${path}`, ({ query }) => {
      const saving = new URLSearchParams(query).get('monthlySaving');
      return saving === '1500'
        ? { body: { ...deposit, projectedDate: '2028-06-26', onTrack: true } }
        : { status: 400, body: { message: 'monthlySaving: must be more than 0' } };
    });
    renderScreen();
    const input = await screen.findByLabelText('What if I save this much a month? ($)');
    await userEvent.type(input, 'abc');
    expect(screen.getByText('Enter an amount in dollars, like 1500.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '$1,500');
    expect(await screen.findByText('At $1,500 a month you would reach it by June 2028: on time for your target date.')).toBeInTheDocument();
    // One call once the typing settled, not one per key; only reads.
    expect(server.callsTo(`GET ${path}`).map((c) => c.query)).toEqual(['monthlySaving=1500']);
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('edits a goal with only the fields changed, and deletes one after asking', async () => {
    server.route(`PATCH ${path}`, () => {
      server.route('GET /api/goals', { body: [{ ...deposit, currentAmount: '20000', progress: '0.5' }] });
      return { body: { ...deposit, currentAmount: '20000', progress: '0.5' } };
    });
    server.route(`DELETE ${path}`, () => {
      server.route('GET /api/goals', { body: [] });
      return { status: 204 };
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit House deposit' }));
    const form = screen.getByRole('form', { name: 'Edit goal' });
    expect(within(form).queryByLabelText('Kind of goal')).not.toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Saved so far ($)'));
    await userEvent.type(within(form).getByLabelText('Saved so far ($)'), '20000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save goal' }));
    expect(await screen.findByRole('progressbar', { name: 'House deposit' })).toHaveAttribute('aria-valuenow', '50');
    expect(server.callsTo(`PATCH ${path}`).map((c) => c.body)).toEqual([{ currentAmount: '20000' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete House deposit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this goal?' });
    expect(dialog).toHaveTextContent('“House deposit” and its progress will be removed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(`DELETE ${path}`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete House deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete goal' }));
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(server.callsTo(`DELETE ${path}`)).toHaveLength(1);
    expect(screen.getByText('Goal deleted')).toBeInTheDocument();
    expect(screen.getByText(/No goals yet/)).toBeInTheDocument();
  });
});
