import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { ProfilePage } from './profile-page';

const server = startApiServer();

describe('profile page', () => {
  it('says the profile failed to load, with Retry, instead of spinning', async () => {
    server.route('GET /api/financial-profile', { status: 500, body: { message: 'Internal error' } });
    renderWithProviders(<ProfilePage onBack={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your profile");
    expect(screen.queryByText('Loading your profile')).not.toBeInTheDocument();
    server.route('GET /api/financial-profile', { body: { country: 'australia', age: '40', dependents: '2' } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Age')).toHaveValue(40);
  });

  it('takes whole numbers for age, dependents, cars and retirement age', async () => {
    server.route('GET /api/financial-profile', { body: { country: 'australia', age: '40' } });
    renderWithProviders(<ProfilePage onBack={() => {}} />);
    for (const label of ['Age', 'Dependents', 'Number of Cars', 'Retirement Age']) {
      const input = await screen.findByLabelText(label);
      expect(input).toHaveAttribute('step', '1');
      await userEvent.clear(input);
      await userEvent.type(input, '3.5');
      expect(input, label).toHaveValue(35);
    }
    // A decimal number of months stays allowed.
    expect(screen.getByLabelText('Emergency Fund Target (months)')).toHaveAttribute('step', 'any');
  });
});
