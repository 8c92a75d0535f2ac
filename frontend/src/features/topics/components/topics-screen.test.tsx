import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';
import { TopicsScreen } from './topics-screen';

const server = startApiServer();

describe('topics screen and the profile it reads', () => {
  it('says the profile failed (Australian details shown) and retries into US details', async () => {
    server.route('GET /api/financial-profile', { status: 500, body: { message: 'Internal error' } });
    renderWithProviders(<TopicsScreen onSentToChat={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load your profile, so Australian details are shown");
    server.route('GET /api/financial-profile', { body: { country: 'us' } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Learn More: Sizing Your Emergency Fund' }));
    expect(await screen.findByRole('heading', { name: 'US-Specific Factors' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
