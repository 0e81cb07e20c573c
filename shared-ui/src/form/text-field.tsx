import { type ComponentProps, type ReactNode, useId } from 'react';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Translated error text; shown under the field and linked by aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  /** Announce the error as it appears (role=alert), as the dialogs do. */
  announce?: boolean;
  /** Something drawn inside the field's right edge (e.g. the show-password button). */
  addon?: ReactNode;
};

/** A labelled input with its error text. Works with react-hook-form's `register` (ref is a prop in React 19). */
export function TextField({
  label,
  error,
  hint,
  id,
  announce,
  addon,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`portal-field ${error ? 'portal-field--invalid' : ''} ${className ?? ''}`}>
      <label className="portal-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="portal-field__control">
        <input
          id={inputId}
          className="portal-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="portal-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="portal-field__error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
