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
