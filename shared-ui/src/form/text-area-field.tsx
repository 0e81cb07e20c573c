import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldFrameProps;

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
  return (
    <FieldFrame {...{ label, error, hint, id, announce, className }}>
      {(control) => <textarea {...control} {...areaProps} />}
    </FieldFrame>
  );
}
