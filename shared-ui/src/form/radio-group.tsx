import { type ComponentProps, useId } from 'react';
import { FieldError } from './field-frame';

export type RadioOption = { value: string; label: string };

export type RadioGroupProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & {
  legend: string;
  options: readonly RadioOption[];
  error?: string | undefined;
};

/**
 * A fieldset of radio buttons. Spread react-hook-form's `register(name)` into
 * it: every radio gets the same name, ref and handlers.
 */
export function RadioGroup({ legend, options, error, className, ...inputProps }: RadioGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`portal-field portal-radio-group ${error ? 'portal-field--invalid' : ''} ${className ?? ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="portal-field__label">{legend}</legend>
      <div className="portal-radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="portal-radio-group__option">
            <input type="radio" value={option.value} {...inputProps} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
