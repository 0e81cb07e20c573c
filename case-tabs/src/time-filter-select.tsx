import { useTranslation } from 'react-i18next';
import { FilterSelect } from 'shared-ui';
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
  return (
    <FilterSelect
      label={t('tabs.claims.time.label')}
      value={value}
      onChange={onChange}
      options={TIME_FILTERS.map((filter) => ({ value: filter, label: t(`tabs.claims.time.${filter}`) }))}
    />
  );
}
