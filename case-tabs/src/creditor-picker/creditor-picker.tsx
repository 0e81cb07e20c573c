import { type UIEvent, useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseCreditor } from 'shared-api';
import { Select, Spin } from 'shared-ui/antd';
import { useDebouncedSearch } from 'shared-ui/light';
import { useCreditorPages } from './use-creditor-pages';

/** "Leverantören AB (556677-8899)": how a creditor is shown in the picker and its chosen values. */
export const creditorLabel = ({ creditorResponse: c }: CaseCreditor) =>
  `${c.creditorName} (${c.creditorCompanyOrgNr})`;

/** Load the next page when the list is scrolled this close (px) to its end, or a key reaches its last rows. */
const NEAR_END_PX = 48;
const NEAR_END_ROWS = 5;

type Choice = { value: number; label: string };

type SingleOrMany =
  | { multiple: true; value: readonly number[]; onChange: (value: number[]) => void }
  | { multiple?: false; value: number | null; onChange: (value: number | null) => void };

export type CreditorPickerProps = SingleOrMany & {
  caseId: number;
  /** Read the creditors only while the dialog is open. */
  enabled: boolean;
  /** The number that stands for a creditor: its link to the case (messages) or the creditor (claims). */
  idOf: (creditor: CaseCreditor) => number;
  label: string;
  placeholder?: string;
  /** Shown when the case has no creditors at all (no search typed). */
  emptyText?: string;
  /** The toast text when the creditors cannot be read. */
  errorKey: string;
  error?: string | undefined;
  /** Further description of the field (a note shown under it), besides its error and count. */
  'aria-describedby'?: string | undefined;
  /** Labels of values chosen before (an edited claim's creditor), which no page may hold. */
  knownLabels?: Readonly<Record<number, string>>;
  disabled?: boolean;
  id?: string;
};

/**
 * The creditors of a case to choose from: searched by the server as the user types (name or
 * organisation number), read 50 at a time as the list scrolls or the arrow keys reach its end. Chosen
 * creditors keep their labels when a search or page no longer holds them. A labelled combobox (antd Select):
 * type to search, arrows to move, Enter to choose; the count shown is announced politely.
 */
export function CreditorPicker(props: CreditorPickerProps) {
  const { caseId, enabled, idOf, label, placeholder, emptyText, errorKey, error, knownLabels } = props;
  const { t } = useTranslation('tabs');
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const { query, setQuery, search } = useDebouncedSearch();
  const { creditors, total, loading, loadingMore, loadMore } = useCreditorPages(
    caseId,
    search,
    enabled,
    errorKey,
  );
  const options: Choice[] = creditors.map((creditor) => ({
    value: idOf(creditor),
    label: creditorLabel(creditor),
  }));

  // Every label seen, so a chosen creditor keeps its name after a search that no longer finds it.
  const labels = useRef(new Map<number, string>());
  for (const option of options) labels.current.set(option.value, option.label);
  const choiceOf = (value: number): Choice => ({
    value,
    label: labels.current.get(value) ?? knownLabels?.[value] ?? String(value),
  });

  const onPopupScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const list = event.currentTarget;
      if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX) loadMore();
    },
    [loadMore],
  );
  const onActive = (value: unknown) => {
    const index = options.findIndex((option) => option.value === Number(value));
    if (index >= options.length - NEAR_END_ROWS) loadMore();
  };
  const remember = (chosen: Choice | Choice[] | undefined) => {
    for (const choice of [chosen ?? []].flat()) labels.current.set(choice.value, choice.label);
  };

  const notFound = loading ? (
    <Spin size="small" aria-label={t('tabs.creditorPicker.loading')} />
  ) : search ? (
    t('tabs.creditorPicker.noMatch')
  ) : (
    (emptyText ?? t('tabs.creditorPicker.noMatch'))
  );
  const describedBy = [error ? errorId : undefined, props['aria-describedby'], countId]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    showSearch: { searchValue: query, onSearch: setQuery, filterOption: false, autoClearSearchValue: false },
    labelInValue: true,
    options,
    placeholder: placeholder ?? t('tabs.creditorPicker.search'),
    notFoundContent: notFound,
    loading: loading || loadingMore,
    disabled: props.disabled,
    onPopupScroll,
    onActive,
    onBlur: () => setQuery(''),
    style: { width: '100%' },
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  return (
    <div className={`portal-field ${error ? 'portal-field--invalid' : ''}`}>
      <label className="portal-field__label" htmlFor={id}>
        {label}
      </label>
      {props.multiple ? (
        <Select<Choice[]>
          {...common}
          mode="multiple"
          value={props.value.map(choiceOf)}
          onChange={(chosen) => {
            remember(chosen);
            props.onChange(chosen.map((choice) => choice.value));
          }}
        />
      ) : (
        <Select<Choice | undefined>
          {...common}
          allowClear
          value={props.value === null ? undefined : choiceOf(props.value)}
          onChange={(chosen) => {
            remember(chosen);
            setQuery('');
            props.onChange(chosen ? chosen.value : null);
          }}
        />
      )}
      <p id={countId} className="case-tabs__muted" aria-live="polite">
        {total !== undefined && total > options.length
          ? t('tabs.creditorPicker.shown', { shown: options.length, total })
          : ''}
      </p>
      {error ? (
        <p id={errorId} className="portal-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
