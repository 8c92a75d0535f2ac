import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InlineFieldEditor } from './inline-field-editor';

function setup(props: Partial<Parameters<typeof InlineFieldEditor>[0]> = {}) {
  const onSave = vi.fn();
  render(
    <>
      <InlineFieldEditor id="f" label="Expected Return (%)" value="0.07" display="7%" percent onSave={onSave} {...props} />
      <button type="button">elsewhere</button>
    </>,
  );
  return { onSave, input: screen.getByLabelText(props.label ?? 'Expected Return (%)') };
}

describe('inline field editor', () => {
  it('is idle with the display value, and focus loads the stored value ×100 for percentages', async () => {
    const { input } = setup();
    expect(input).toHaveValue('7%');
    expect(input).toHaveAttribute('data-state', 'idle');
    await userEvent.click(input);
    expect(input).toHaveAttribute('data-state', 'editing');
    expect(input).toHaveValue('7');
  });
  it('loads plain values unchanged', async () => {
    const { input } = setup({ label: 'Age', value: '34', display: '34', percent: false });
    await userEvent.click(input);
    expect(input).toHaveValue('34');
  });
  it('saves on Enter', async () => {
    const { input, onSave } = setup();
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, '6.5{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith('6.5');
    expect(input).toHaveAttribute('data-state', 'idle');
  });
  it('saves on blur when the value changed', async () => {
    const { input, onSave } = setup();
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSave).toHaveBeenCalledWith('8');
    expect(input).toHaveValue('7%');
  });
  it('just leaves edit mode on blur without a change', async () => {
    const { input, onSave } = setup();
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('data-state', 'idle');
  });
  it('cancels on Escape, clearing the buffer without saving', async () => {
    const { input, onSave } = setup();
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, '9{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('data-state', 'idle');
    expect(input).toHaveValue('7%');
    // The next edit starts again from the stored value, not the abandoned text.
    await userEvent.click(input);
    expect(input).toHaveValue('7');
  });
});
