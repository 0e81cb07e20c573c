import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, type FieldFrameProps, splitFieldProps } from './field-frame';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> &
  Omit<FieldFrameProps, 'hint'> & {
    options: readonly SelectOption[];
    /** Text of the empty first option ("Select..." unless given); false offers none. */
    placeholder?: string | false;
  };

/** A native select's options. */
export function OptionList({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** A labelled native select with its error text. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { t } = useTranslation('common');
  const [frame, selectProps] = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select {...control} {...selectProps}>
          {placeholder === false ? null : (
            <option value="">{placeholder ?? t('common.form.selectPlaceholder')}</option>
          )}
          <OptionList options={options} />
        </select>
      )}
    </FieldFrame>
  );
}
