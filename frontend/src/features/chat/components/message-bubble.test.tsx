import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from './message-bubble';

describe('message bubble', () => {
  it('shows a profile notice in green with its action', () => {
    render(
      <ul>
        <MessageBubble
          role="assistant"
          content="Profile updated: annual income $85,000"
          metadata={{ isSystemMessage: true, changeSetId: 'set-1' }}
          country="australia"
          plain
          action={<button type="button">Undo</button>}
        />
      </ul>,
    );
    const bubble = screen.getByText('Profile updated: annual income $85,000').parentElement;
    expect(bubble).toHaveAttribute('data-system', 'true');
    expect(bubble).not.toHaveAttribute('data-streaming');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('marks a reply that is still arriving', () => {
    render(
      <ul>
        <MessageBubble role="assistant" content="Got it. I've" metadata={null} country="us" plain streaming />
      </ul>,
    );
    const bubble = screen.getByText("Got it. I've").parentElement;
    expect(bubble).toHaveAttribute('data-streaming', 'true');
    expect(bubble).not.toHaveAttribute('data-system');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
