import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, type FieldFrameProps } from './field-frame';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> &
  Omit<FieldFrameProps, 'hint'> & {
    options: readonly SelectOption[];
    /** Text of the empty first option ("Select..." unless given); false offers none. */
    placeholder?: string | false;
  };

/** A labelled native select with its error text. */
export function SelectField({
  label,
  options,
  error,
  id,
  announce,
  placeholder,
  className,
  ...selectProps
}: SelectFieldProps) {
  const { t } = useTranslation('common');
  return (
    <FieldFrame {...{ label, error, id, announce, className }}>
      {(control) => (
        <select {...control} {...selectProps}>
          {placeholder === false ? null : (
            <option value="">{placeholder ?? t('common.form.selectPlaceholder')}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
