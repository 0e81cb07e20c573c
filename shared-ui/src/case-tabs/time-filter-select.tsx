import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_FILTERS, type TimeFilter } from './time-filter';

/** A labelled native select of the time presets (keyboard friendly, no portal). */
export function TimeFilterSelect({
  value,
  onChange,
}: {
  value: TimeFilter;
  onChange: (value: TimeFilter) => void;
}) {
  const { t } = useTranslation('tabs');
  const id = useId();
  return (
    <span className="case-tabs__select">
      <label htmlFor={id}>{t('tabs.claims.time.label')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as TimeFilter)}>
        {TIME_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {t(`tabs.claims.time.${filter}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
