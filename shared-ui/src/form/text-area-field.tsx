import type { ComponentProps } from 'react';
import { FieldFrame, type FieldFrameProps, splitFieldProps } from './field-frame';

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & FieldFrameProps;

/** A labelled textarea with its hint and error text; the multi-line sibling of TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, areaProps] = splitFieldProps(props);
  return <FieldFrame {...frame}>{(control) => <textarea {...control} {...areaProps} />}</FieldFrame>;
}
