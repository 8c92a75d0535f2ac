import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeUndo } from './notice-undo';

describe('notice undo', () => {
  it('offers Undo while the change set can be undone', async () => {
    const onUndo = vi.fn();
    render(<NoticeUndo metadata={{ isSystemMessage: true, changeSetId: 'set-1' }} disabled={false} onUndo={onUndo} />);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledWith('set-1');
  });

  it('says Undone, with no button, once the server says it was undone', () => {
    render(
      <NoticeUndo
        metadata={{ isSystemMessage: true, changeSetId: 'set-1', undoneAt: '2026-11-25T15:00:00Z' }}
        disabled={false}
        onUndo={vi.fn()}
      />,
    );
    expect(screen.getByText('Undone')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing under a message without a change set', () => {
    const { container } = render(<NoticeUndo metadata={{ isSystemMessage: true }} disabled={false} onUndo={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
