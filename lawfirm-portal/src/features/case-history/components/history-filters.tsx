import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseHistoryActor, caseHistoryKinds } from 'shared-api';
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
  return (
    <fieldset className="case-history__filters">
      <legend>{t('lawfirm.caseHistory.filters')}</legend>
      <span>
        <label htmlFor={`${id}-actor`}>{t('lawfirm.caseHistory.person')}</label>
        <select
          id={`${id}-actor`}
          value={value.actor}
          onChange={(event) => set({ actor: event.target.value })}
        >
          <option value="">{t('lawfirm.caseHistory.allPeople')}</option>
          {actors.map((actor) => (
            <option key={actor.actor} value={actor.actor}>
              {actor.role === 'system'
                ? t('lawfirm.caseHistory.roles.system')
                : `${actor.name} (${t(`lawfirm.caseHistory.roles.${actor.role}`)})`}
            </option>
          ))}
        </select>
      </span>
      <span>
        <label htmlFor={`${id}-kind`}>{t('lawfirm.caseHistory.kind')}</label>
        <select
          id={`${id}-kind`}
          value={value.kind}
          onChange={(event) => set({ kind: event.target.value as Filters['kind'] })}
        >
          <option value="">{t('lawfirm.caseHistory.allKinds')}</option>
          {caseHistoryKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`lawfirm.caseHistory.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </span>
      <span>
        <label htmlFor={`${id}-from`}>{t('lawfirm.caseHistory.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </span>
      <span>
        <label htmlFor={`${id}-to`}>{t('lawfirm.caseHistory.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </span>
    </fieldset>
  );
}
