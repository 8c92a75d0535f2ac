import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CONVERSATIONS_KEY } from '@/lib/conversations';
import { HistoryPanel } from './history-panel';

const conversations = [
  { id: 'b', title: 'How does super work?', createdAt: '2026-11-24T10:00:00Z', updatedAt: '2026-11-24T11:00:00Z' },
  { id: 'a', title: 'Tax on 85k', createdAt: '2026-11-20T10:00:00Z', updatedAt: '2026-11-20T10:00:00Z' },
];

function panel(currentId: string | null = 'a') {
  const props = { onOpen: vi.fn(), onNew: vi.fn(), onClose: vi.fn(), onDeleted: vi.fn() };
  renderWithProviders(<HistoryPanel currentId={currentId} {...props} />, [[CONVERSATIONS_KEY, conversations]]);
  return props;
}

describe('chat history', () => {
  it('lists conversations in the order given (newest first) with their dates, marking the open one', () => {
    panel();
    const items = within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('How does super work?');
    expect(items[0]).toHaveTextContent('2026');
    expect(screen.getByRole('button', { name: /^Tax on 85k/ })).toHaveAttribute('aria-current', 'true');
  });

  it('closes with Escape, opens one, and starts a new chat', async () => {
    const props = panel();
    // The close button has focus when the panel opens, so Escape works straight away.
    expect(screen.getByRole('button', { name: 'Close history' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^How does super work\?/ }));
    expect(props.onOpen).toHaveBeenCalledWith('b');
    await userEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect(props.onNew).toHaveBeenCalled();
  });

  it('renames in place from the keyboard: Escape cancels the edit, not the panel', async () => {
    const props = panel();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Tax on 85k' }));
    const input = screen.getByLabelText('Conversation title');
    expect(input).toHaveValue('Tax on 85k');
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Conversation title')).not.toBeInTheDocument();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('asks before deleting', async () => {
    const props = panel();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tax on 85k' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete this conversation?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(props.onDeleted).not.toHaveBeenCalled();
  });
});
