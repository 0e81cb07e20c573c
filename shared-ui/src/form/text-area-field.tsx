import { type ComponentProps, useId } from 'react';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  /** Translated error text; shown under the field and linked by aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  /** Announce the error as it appears (role=alert), as the dialogs do. */
  announce?: boolean;
};

/** A labelled textarea with its hint and error text; the multi-line sibling of TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  announce,
  className,
  ...areaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const errorId = `${areaId}-error`;
  const hintId = `${areaId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`portal-field ${error ? 'portal-field--invalid' : ''} ${className ?? ''}`}>
      <label className="portal-field__label" htmlFor={areaId}>
        {label}
      </label>
      <div className="portal-field__control">
        <textarea
          id={areaId}
          className="portal-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...areaProps}
        />
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
