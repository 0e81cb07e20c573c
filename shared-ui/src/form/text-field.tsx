import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> &
  FieldFrameProps & {
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
  return (
    <FieldFrame {...{ label, error, hint, id, announce, className, addon }}>
      {(control) => <input {...control} {...inputProps} />}
    </FieldFrame>
  );
}
