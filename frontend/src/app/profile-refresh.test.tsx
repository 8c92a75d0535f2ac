import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useSuggestions } from '@/features/chat/api/get-suggestions';
import { useUpdateCountry } from '@/features/chat/api/update-country';
import { AssumptionsCard } from '@/features/dashboard/components/assumptions-card';
import { QuickUpdates } from '@/features/dashboard/components/quick-updates';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';

// Chat suggestions derive from the profile: every kind of profile change must refresh them.
const server = startApiServer();
const profile = { country: 'australia', age: '34', retirementAge: '65', monthlyExpenses: '3000' };

function SuggestionsShown() {
  const suggestions = useSuggestions(null);
  return <p>{suggestions.isSuccess ? 'suggestions loaded' : 'no suggestions'}</p>;
}

function CountryButton() {
  const change = useUpdateCountry({});
  return (
    <button type="button" onClick={() => change.mutate('us')}>
      Switch to US
    </button>
  );
}

async function renderWithSuggestions(ui: ReactNode) {
  server.route('GET /api/financial-profile', { body: profile });
  server.route('GET /api/suggestions', { body: { title: 'Try asking:', suggestions: [] } });
  server.route('POST /api/financial-profile/assumptions', { body: profile });
  server.route('POST /api/financial-profile/country', { body: { ...profile, country: 'us' } });
  server.route('PATCH /api/financial-profile', { body: profile });
  renderWithProviders(
    <>
      <SuggestionsShown />
      {ui}
    </>,
  );
  await screen.findByText('suggestions loaded');
  expect(server.callsTo('GET /api/suggestions')).toHaveLength(1);
}

const refreshed = () => waitFor(() => expect(server.callsTo('GET /api/suggestions')).toHaveLength(2));

describe('suggestions follow the profile', () => {
  it('after the assumptions form saves', async () => {
    await renderWithSuggestions(<AssumptionsCard profile={profile} forceEdit />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await refreshed();
  });

  it('after an inline edit', async () => {
    await renderWithSuggestions(<QuickUpdates profile={profile} />);
    const age = screen.getByLabelText('Age');
    await userEvent.click(age);
    await userEvent.clear(age);
    await userEvent.type(age, '40{Enter}');
    await refreshed();
  });

  it('after the profile page saves', async () => {
    await renderWithSuggestions(<ProfilePage onBack={() => {}} />);
    const age = await screen.findByLabelText('Age');
    await userEvent.clear(age);
    await userEvent.type(age, '41');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await refreshed();
    expect(server.callsTo('PATCH /api/financial-profile').map((c) => c.body)).toEqual([{ age: '41' }]);
  });

  it('after a country change', async () => {
    await renderWithSuggestions(<CountryButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to US' }));
    await refreshed();
  });
});
