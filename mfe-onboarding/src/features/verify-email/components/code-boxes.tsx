import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@tenant/domain';

export interface CodeBoxesProps {
  /** one entry per box, '' when empty */
  digits: string[];
  onChange: (digits: string[]) => void;
  label: string;
  digitLabel: (index: number) => string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Changes after a refused code: focus goes back to the first box (as it is on arrival). */
  focusKey?: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit boxes (spec 1§2): typing moves on, Backspace moves back, a pasted or autofilled code
 * fills them all (no maxLength: the phone's one-time-code autofill puts the whole code in one box).
 */
export const CodeBoxes = ({ digits, onChange, label, digitLabel, disabled, invalid, describedBy, focusKey = 0 }: CodeBoxesProps) => {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(VERIFICATION_CODE_LENGTH - 1, index))]?.focus();
  // the first box takes focus on arrival and after each refused code, once the boxes are enabled again
  const focusPending = useRef(true);
  useEffect(() => {
    if (focusKey) focusPending.current = true;
  }, [focusKey]);
  useEffect(() => {
    if (!focusPending.current || disabled) return;
    focusPending.current = false;
    focus(0);
  });

  const fillFrom = (index: number, text: string) => {
    const typed = onlyDigits(text).slice(0, VERIFICATION_CODE_LENGTH - index).split('');
    if (!typed.length) return;
    const next = [...digits];
    typed.forEach((digit, offset) => (next[index + offset] = digit));
    onChange(next);
    focus(index + typed.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-label={label} aria-describedby={describedBy} className="verify-email-code" style={{ display: 'flex', gap: '.5rem' }}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="ui-input__control verify-email-code__box"
          style={{ width: '2.6rem', height: '3rem', textAlign: 'center', fontSize: '1.4rem', border: '1px solid var(--ui-border, #9aa5b1)', borderRadius: 8 }}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={digitLabel(index + 1)}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onChange={(event) => {
            const text = onlyDigits(event.target.value);
            if (!text) {
              const next = [...digits];
              next[index] = '';
              onChange(next);
            } else {
              // typing over a filled box keeps the new digit; more (autofill, a whole code) fills on
              const typed = digit && text.length === 2 ? (text.startsWith(digit) ? text.slice(1) : text.slice(0, 1)) : text;
              fillFrom(index, typed);
            }
          }}
        />
      ))}
    </div>
  );
};
