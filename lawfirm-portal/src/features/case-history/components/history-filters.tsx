import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseHistoryActor, caseHistoryKinds } from 'shared-api';
import { FilterSelect } from 'shared-ui';
import type { HistoryFilters as Filters } from '../api/use-case-history';

export type HistoryFiltersProps = {
  value: Filters;
  actors: readonly CaseHistoryActor[];
  onChange: (value: Filters) => void;
};

/** Person, kind and period of the history: labelled native controls, usable by keyboard and screen reader. */
export function HistoryFilters({ value, actors, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const dateFilter = (key: 'from' | 'to', bounds: { min?: string | undefined; max?: string | undefined }) => (
    <span>
      <label htmlFor={`${id}-${key}`}>{t(`lawfirm.caseHistory.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={value[key]}
        {...bounds}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </span>
  );
  /** A select whose first choice, the empty value, means no filter ("All people", "All kinds"). */
  const choiceFilter = <K extends 'actor' | 'kind'>(
    key: K,
    labels: { label: string; all: string },
    options: { value: Filters[K]; label: string }[],
  ) => (
    <FilterSelect<Filters[K]>
      className="case-history__filter"
      label={labels.label}
      value={value[key]}
      onChange={(next) => set({ [key]: next })}
      options={[{ value: '' as Filters[K], label: labels.all }, ...options]}
    />
  );
  return (
    <fieldset className="case-history__filters">
      <legend className="portal-visually-hidden">{t('lawfirm.caseHistory.filters')}</legend>
      {choiceFilter(
        'actor',
        { label: t('lawfirm.caseHistory.person'), all: t('lawfirm.caseHistory.allPeople') },
        actors.map((actor) => ({
          value: actor.actor,
          label:
            actor.role === 'system'
              ? t('lawfirm.caseHistory.roles.system')
              : `${actor.name} (${t(`lawfirm.caseHistory.roles.${actor.role}`)})`,
        })),
      )}
      {choiceFilter(
        'kind',
        { label: t('lawfirm.caseHistory.kind'), all: t('lawfirm.caseHistory.allKinds') },
        caseHistoryKinds.map((kind) => ({ value: kind, label: t(`lawfirm.caseHistory.kinds.${kind}`) })),
      )}
      {dateFilter('from', { max: value.to || undefined })}
      {dateFilter('to', { min: value.from || undefined })}
    </fieldset>
  );
}
