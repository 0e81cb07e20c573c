import { useId } from 'react';
import { OptionList } from './select-field';
import './filter-select.css';

export type FilterSelectProps<V extends string> = {
  label: string;
  value: V;
  onChange: (value: V) => void;
  /** The choices in order; the first is usually "all". */
  options: readonly { value: V; label: string }[];
  className?: string;
};

/** A labelled native select that filters a list (keyboard friendly, no portal). */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  className = 'case-tabs__select',
}: FilterSelectProps<V>) {
  const id = useId();
  return (
    <span className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        <OptionList options={options} />
      </select>
    </span>
  );
}
