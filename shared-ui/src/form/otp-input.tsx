import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './field-frame';

export type OtpInputProps = {
  /** The digits typed so far (0–length characters, digits only). */
  value: string;
  onChange: (value: string) => void;
  legend: string;
  length?: number;
  error?: string | undefined;
  disabled?: boolean;
};

/**
 * One box per digit: a digit moves on, Backspace clears and moves back, the
 * arrow keys move, and pasting a whole code fills every box.
 */
export function OtpInput({ value, onChange, legend, length = 6, error, disabled = false }: OtpInputProps) {
  const { t } = useTranslation('common');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = `${useId()}-error`;
  const digits = Array.from({ length }, (_, index) => value[index] ?? '');

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const setDigit = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    // Keep the code contiguous: an emptied box in the middle drops what follows it.
    const firstGap = next.indexOf('');
    onChange((firstGap === -1 ? next : next.slice(0, firstGap)).join(''));
  };

  const typeDigit = (index: number, character: string) => {
    if (!/^\d$/.test(character)) return;
    const position = Math.min(index, value.length);
    const next = (value.slice(0, position) + character + value.slice(position + 1)).slice(0, length);
    onChange(next);
    focus(position + 1);
  };

  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '');
    if (!incoming) return;
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + incoming).slice(0, length);
    onChange(next);
    focus(next.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index]) setDigit(index, '');
      else if (index > 0) {
        setDigit(index - 1, '');
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset
      className={`portal-field portal-otp ${error ? 'portal-field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="portal-field__label">{legend}</legend>
      <div className="portal-otp__boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="portal-otp__box"
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={1}
            disabled={disabled}
            aria-label={t('common.otp.digit', { index: index + 1, count: length })}
            aria-invalid={error ? true : undefined}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => typeDigit(index, event.target.value.slice(-1))}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
