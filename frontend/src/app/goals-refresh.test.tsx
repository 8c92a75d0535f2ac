import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSendMessage } from '@/features/chat/api/send-message';
import { useUndoChange } from '@/features/chat/api/undo-change';
import { useGoals } from '@/features/goals/api/get-goals';
import { QuickUpdates } from '@/features/dashboard/components/quick-updates';
import { profileQueryOptions } from '@/lib/profile';
import { startApiServer } from '@/test/api-server';
import { renderWithProviders } from '@/test/render';

// A goal's figures live on the server: the app must ask again when the chat says a goal changed, and
// when the profile they follow changes, and need not when neither did.
const server = startApiServer();
const profile = { country: 'australia', age: '34', monthlyExpenses: '3000' };

function GoalsShown() {
  const goals = useGoals();
  // The profile on screen too, as on the dashboard: its refresh after every send is the clock below.
  const profileQuery = useQuery(profileQueryOptions());
  return <p>{goals.isSuccess && profileQuery.isSuccess ? `${goals.data.length} goals loaded` : 'no goals'}</p>;
}

function Send({ text }: { text: string }) {
  const chat = useSendMessage({ conversationId: null, onConversationId: () => {}, onFailed: () => {} });
  return (
    <button type="button" onClick={() => void chat.send(text)} disabled={chat.isPending}>
      {chat.isPending ? 'Sending' : 'Send'}
    </button>
  );
}

function UndoButton() {
  const undo = useUndoChange(null, {});
  return (
    <button type="button" onClick={() => undo.mutate('change-1')}>
      Undo
    </button>
  );
}

/** The chat's event stream for a turn that ends with these flags. */
function stream(flags: { profileUpdated: boolean; goalsUpdated: boolean }) {
  return {
    contentType: 'text/event-stream',
    text:
      'event: start\ndata: {"conversationId":"c1"}\n\n' +
      'event: delta\ndata: {"text":"Done."}\n\n' +
      `event: done\ndata: ${JSON.stringify({ conversationId: 'c1', messageId: 'm1', ...flags })}\n\n`,
  };
}

async function renderWithGoals(ui: ReactNode) {
  server.route('GET /api/financial-profile', { body: profile });
  server.route('GET /api/suggestions', { body: { title: 'Try asking:', suggestions: [] } });
  server.route('GET /api/conversations', { body: [] });
  server.route('GET /api/conversations/c1/messages', { body: [] });
  server.route('GET /api/goals', { body: [] });
  renderWithProviders(
    <>
      <GoalsShown />
      {ui}
    </>,
  );
  await screen.findByText('0 goals loaded');
  expect(server.callsTo('GET /api/goals')).toHaveLength(1);
}

async function sendAndSettle() {
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByRole('button', { name: 'Send' });
  await vi.waitFor(() => expect(server.callsTo('GET /api/conversations/c1/messages').length).toBeGreaterThan(0));
}

describe('the goals are asked for again', () => {
  it('when a chat reply says goalsUpdated', async () => {
    server.route('POST /api/chat', stream({ profileUpdated: false, goalsUpdated: true }));
    await renderWithGoals(<Send text="I want to save $40,000 for a house deposit by 2029" />);
    server.route('GET /api/goals', { body: [{ id: 'g1' }] });
    await sendAndSettle();
    expect(await screen.findByText('1 goals loaded')).toBeInTheDocument();
    expect(server.callsTo('GET /api/goals')).toHaveLength(2);
  });

  it('when a chat reply changed the profile their figures follow', async () => {
    server.route('POST /api/chat', stream({ profileUpdated: true, goalsUpdated: false }));
    await renderWithGoals(<Send text="My expenses are $4,000 a month" />);
    await sendAndSettle();
    await vi.waitFor(() => expect(server.callsTo('GET /api/goals')).toHaveLength(2));
  });

  it('not when a reply changed neither', async () => {
    server.route('POST /api/chat', stream({ profileUpdated: false, goalsUpdated: false }));
    await renderWithGoals(<Send text="What is a franking credit?" />);
    await sendAndSettle();
    // The profile refresh every send makes has come back: the goals would have been asked for with it.
    await vi.waitFor(() => expect(server.callsTo('GET /api/financial-profile')).toHaveLength(2));
    expect(server.callsTo('GET /api/goals')).toHaveLength(1);
  });

  it('after an inline profile edit and after an undo', async () => {
    server.route('POST /api/financial-profile/assumptions', { body: profile });
    server.route('POST /api/financial-profile/changes/change-1/undo', { body: profile });
    await renderWithGoals(
      <>
        <QuickUpdates profile={profile} />
        <UndoButton />
      </>,
    );
    const age = screen.getByLabelText('Age');
    await userEvent.click(age);
    await userEvent.clear(age);
    await userEvent.type(age, '40{Enter}');
    await vi.waitFor(() => expect(server.callsTo('GET /api/goals')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() => expect(server.callsTo('GET /api/goals')).toHaveLength(3));
  });
});
