import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { fractionToPercent } from '@/lib/percent';
import { blockNonDigitKeys, wholeNumberText } from '@/lib/whole-number';

/**
 * An inline editor (spec section 4): idle → editing on focus with the stored value in the buffer (percentages
 * ×100); Enter saves, blur saves only when the value changed, Escape cancels and clears the buffer, and a
 * blur without a change just leaves edit mode.
 */
export function InlineFieldEditor({
  id,
  label,
  value,
  display,
  percent = false,
  wholeNumber = false,
  inputRef,
  onSave,
}: {
  id: string;
  label: string;
  value: string | number | null | undefined;
  display: string;
  percent?: boolean;
  /** Only digits can be typed (age, retirement age, dependents, cars). */
  wholeNumber?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onSave: (typed: string) => void;
}) {
  const stored = value === null || value === undefined ? '' : percent ? fractionToPercent(value) : String(value);
  const [editing, setEditing] = useState(false);
  const [buffer, setBuffer] = useState('');
  // Escape blurs the field; that blur must not count as a save.
  const cancelled = useRef(false);

  function finish(save: boolean) {
    const typed = buffer.trim();
    setEditing(false);
    setBuffer('');
    if (save && typed !== '' && typed !== stored) onSave(typed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (wholeNumber) blockNonDigitKeys(event);
    if (event.key === 'Enter') {
      event.preventDefault();
      const typed = buffer.trim();
      setEditing(false);
      setBuffer('');
      cancelled.current = true;
      if (typed !== '') onSave(typed);
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancelled.current = true;
      setEditing(false);
      setBuffer('');
      event.currentTarget.blur();
    }
  }

  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        inputMode={wholeNumber ? 'numeric' : 'decimal'}
        data-state={editing ? 'editing' : 'idle'}
        value={editing ? buffer : display}
        onFocus={() => {
          cancelled.current = false;
          setBuffer(stored);
          setEditing(true);
        }}
        onChange={(e) => setBuffer(wholeNumber ? wholeNumberText(e.target.value) : e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (cancelled.current) {
            cancelled.current = false;
            return;
          }
          if (editing) finish(true);
        }}
        className="h-9 w-32 rounded-lg border border-slate-300 bg-white px-2 text-right text-base text-slate-900 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
      />
    </div>
  );
}
