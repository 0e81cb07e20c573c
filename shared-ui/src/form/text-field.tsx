import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame, type FieldFrameProps, splitFieldProps } from './field-frame';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> &
  FieldFrameProps & {
    /** Something drawn inside the field's right edge (e.g. the show-password button). */
    addon?: ReactNode;
  };

/** A labelled input with its error text. Works with react-hook-form's `register` (ref is a prop in React 19). */
export function TextField({ addon, ...props }: TextFieldProps) {
  const [frame, inputProps] = splitFieldProps(props);
  return (
    <FieldFrame {...frame} addon={addon}>
      {(control) => <input {...control} {...inputProps} />}
    </FieldFrame>
  );
}

/**
 * The field for a one-time code (mailed, or an authenticator's): the phone shows its digit keypad and the
 * browser may fill in a code it has just received. A caller's own props win (a recovery code has letters).
 */
export function CodeField(props: TextFieldProps) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
