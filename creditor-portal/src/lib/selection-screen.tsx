import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListSearch, LoadingSpin, Pager, SearchInput } from 'shared-ui';
import { Button, Checkbox } from 'shared-ui/antd';
import { canSave, SELECTION_PAGE_SIZE, toggleId } from './selection';
import './selection-screen.css';

export type SelectionScreenProps<T> = {
  title: string;
  searchLabel: string;
  /** The page shown, as the server answered it (it searches, orders and pages). */
  items: readonly T[];
  /** All matches of the search, for the pager. */
  total: number;
  /** The search box and the page shown (the owner asks the server for the search's page). */
  search: ListSearch;
  idOf: (item: T) => number;
  /** The checkbox's label (debtor name, creditor name). */
  labelOf: (item: T) => string;
  /** Shown beside the label (org. number, e-mail…). */
  summaryOf?: (item: T) => ReactNode;
  /** Expandable details; no Details button without it. */
  detailsOf?: (item: T) => ReactNode;
  /** The saved selection; null while it loads. Ticks on any page are kept here, not in the page. */
  initialSelected: readonly number[] | null;
  loading: boolean;
  emptyText: string;
  /** The alert when Save is pressed with nothing selected. */
  requiredMessage: string;
  /** Saves the whole selection. */
  onSave: (ids: number[]) => Promise<void>;
  /** Cancel with an empty search leaves the screen. */
  onLeave: () => void;
};

/**
 * The select-case screen: search, checkboxes (the server puts the saved selection first),
 * 5 per page fetched one page at a time, expandable details, Cancel (clears the search, else leaves) and
 * Save (needs one). The choice is a set of ids kept across pages and searches.
 */
export function SelectionScreen<T>(props: SelectionScreenProps<T>) {
  const { t } = useTranslation();
  const { items: rows, idOf, initialSelected } = props;
  const { query, setQuery, page, setPage } = props.search;
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [showRequired, setShowRequired] = useState(false);
  const [saving, setSaving] = useState(false);
  const detailsIdBase = useId();

  useEffect(() => {
    if (initialSelected && selected === null) setSelected(new Set(initialSelected));
  }, [initialSelected, selected]);

  const current = selected ?? new Set<number>();

  const toggle = (id: number) => {
    setSelected(toggleId(current, id));
    setShowRequired(false);
  };
  const toggleDetails = (id: number) => setExpanded((open) => toggleId(open, id));

  const cancel = () => {
    if (query) setQuery('');
    else props.onLeave();
  };
  const save = async () => {
    if (!canSave(current)) {
      setShowRequired(true);
      return;
    }
    setSaving(true);
    try {
      await props.onSave([...current]);
    } finally {
      setSaving(false);
    }
  };

  const busy = props.loading || selected === null;
  return (
    <section className="creditor-selection">
      <h1 className="creditor-selection__title">{props.title}</h1>
      <SearchInput label={props.searchLabel} value={query} onChange={setQuery} />
      {showRequired ? (
        <p role="alert" className="creditor-selection__alert">
          {props.requiredMessage}
        </p>
      ) : null}
      {busy ? (
        <LoadingSpin />
      ) : rows.length === 0 ? (
        <p className="creditor-selection__empty">{query ? t('common.empty.noResults') : props.emptyText}</p>
      ) : (
        <ul className="creditor-selection__list">
          {rows.map((item) => {
            const id = idOf(item);
            const open = expanded.has(id);
            const detailsId = `${detailsIdBase}-details-${id}`;
            return (
              <li key={id} className="creditor-selection__row">
                <div className="creditor-selection__line">
                  <Checkbox checked={current.has(id)} onChange={() => toggle(id)}>
                    {props.labelOf(item)}
                  </Checkbox>
                  {props.summaryOf ? (
                    <span className="creditor-selection__summary">{props.summaryOf(item)}</span>
                  ) : null}
                  {props.detailsOf ? (
                    <Button
                      type="link"
                      size="small"
                      aria-expanded={open}
                      aria-controls={detailsId}
                      aria-label={t('creditor.selection.detailsOf', { name: props.labelOf(item) })}
                      onClick={() => toggleDetails(id)}
                    >
                      {open ? t('creditor.selection.hideDetails') : t('creditor.selection.details')}
                    </Button>
                  ) : null}
                </div>
                {props.detailsOf && open ? (
                  <div id={detailsId} className="creditor-selection__details">
                    {props.detailsOf(item)}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={page} pageSize={SELECTION_PAGE_SIZE} total={props.total} onChange={setPage} />
      <div className="creditor-selection__actions">
        <Button onClick={cancel}>{t('common.actions.cancel')}</Button>
        <Button type="primary" onClick={save} loading={saving} disabled={busy}>
          {t('common.actions.save')}
        </Button>
      </div>
    </section>
  );
}
