import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  id?: string;
  /** Announce the error as it appears (role=alert), as the dialogs do. */
  announce?: boolean;
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
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`portal-field ${error ? 'portal-field--invalid' : ''} ${className ?? ''}`}>
      <label className="portal-field__label" htmlFor={selectId}>
        {label}
      </label>
      <div className="portal-field__control">
        <select
          id={selectId}
          className="portal-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...selectProps}
        >
          {placeholder === false ? null : (
            <option value="">{placeholder ?? t('common.form.selectPlaceholder')}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={errorId} className="portal-field__error" role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
