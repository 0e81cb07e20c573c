import { type ReactNode, useId } from 'react';

/** What a field's frame takes besides its control: the label, hint and error text and their ids. */
export type FieldFrameProps = {
  label: string;
  /** Translated error text; shown under the field and linked by aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
  /** Announce the error as it appears (role=alert), as the dialogs do. */
  announce?: boolean;
  className?: string | undefined;
};

/** A field's props split into the frame's and the control's. */
export function splitFieldProps<P extends FieldFrameProps>({
  label,
  error,
  hint,
  id,
  announce,
  className,
  ...control
}: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  return [{ label, error, hint, id, announce, className }, control];
}

/** The attributes the frame gives its control: the id the label points at, and the described-by ids. */
export type FieldControlProps = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The one frame of a form field (TextField, TextAreaField, SelectField): the label, the control with an
 * optional addon, the hint and the error text, the control described by the hint and error ids.
 */
export function FieldFrame({
  addon,
  children,
  ...frame
}: FieldFrameProps & { addon?: ReactNode; children: (control: FieldControlProps) => ReactNode }) {
  const { label, error, hint, id, announce, className } = frame;
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    className: 'portal-field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={`portal-field ${error ? 'portal-field--invalid' : ''} ${className ?? ''}`}>
      <label className="portal-field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className="portal-field__control">
        {children(control)}
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="portal-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} announce={announce} />
    </div>
  );
}

/** A field's error text under it (nothing without one), by the id the control is described by. */
export function FieldError({
  id,
  error,
  announce,
}: {
  id: string;
  error?: string | undefined;
  announce?: boolean;
}) {
  return error ? (
    <p id={id} className="portal-field__error" role={announce ? 'alert' : undefined}>
      {error}
    </p>
  ) : null;
}
