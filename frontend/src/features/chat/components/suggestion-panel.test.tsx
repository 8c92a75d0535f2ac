import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SuggestionPanel } from './suggestion-panel';
import { visibleSuggestions } from './suggestion-rules';

const four = ['How much tax do I pay?', 'Should I salary sacrifice?', 'How is my super going?', 'A fourth one'];

describe('suggestion panel rules', () => {
  it("is titled 'Try asking:' on the first message and shows at most 3", () => {
    render(<SuggestionPanel data={{ suggestions: four, isFirstMessage: true }} isPending={false} onPick={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Try asking:' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.queryByText('A fourth one')).not.toBeInTheDocument();
  });
  it("is titled 'Ask me about:' later", () => {
    render(<SuggestionPanel data={{ suggestions: four.slice(0, 2), isFirstMessage: false }} isPending={false} onPick={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Ask me about:' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
  it('is hidden while a reply is pending', () => {
    const { container } = render(
      <SuggestionPanel data={{ suggestions: four, isFirstMessage: true }} isPending onPick={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
  it('is hidden when there are no suggestions', () => {
    expect(visibleSuggestions({ suggestions: [], isFirstMessage: true }, false)).toBeNull();
    expect(visibleSuggestions(undefined, false)).toBeNull();
  });
  it('sends the clicked prompt', async () => {
    const onPick = vi.fn();
    render(<SuggestionPanel data={{ suggestions: four, isFirstMessage: true }} isPending={false} onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Should I salary sacrifice?' }));
    expect(onPick).toHaveBeenCalledWith('Should I salary sacrifice?');
  });
});
