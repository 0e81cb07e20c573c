import { Button, Checkbox, Input } from 'antd';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpin, Pager } from 'shared-ui';
import { canSave, matchesSearch, pageOf, SELECTION_PAGE_SIZE, selectedFirst, toggleId } from './selection';
import './selection-screen.css';

export type SelectionScreenProps<T> = {
  title: string;
  searchLabel: string;
  items: readonly T[];
  idOf: (item: T) => number;
  /** The checkbox's label (debtor name, creditor name). */
  labelOf: (item: T) => string;
  searchTextsOf: (item: T) => readonly (string | null | undefined)[];
  /** Shown beside the label (org. number, e-mail…). */
  summaryOf?: (item: T) => ReactNode;
  /** Expandable details; no Details button without it. */
  detailsOf?: (item: T) => ReactNode;
  /** The saved selection; null while it loads. */
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
 * The select-case and add-creditor screens (spec 2 §2): search, checkboxes with the saved selection first,
 * 5 per page, expandable details, Cancel (clears the search, else leaves) and Save (needs one).
 */
export function SelectionScreen<T>(props: SelectionScreenProps<T>) {
  const { t } = useTranslation();
  const { items, idOf, initialSelected } = props;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [showRequired, setShowRequired] = useState(false);
  const [saving, setSaving] = useState(false);
  const searchId = useId();

  useEffect(() => {
    if (initialSelected && selected === null) setSelected(new Set(initialSelected));
  }, [initialSelected, selected]);

  const savedIds = useMemo(() => new Set(initialSelected ?? []), [initialSelected]);
  const visible = useMemo(
    () =>
      selectedFirst(
        items.filter((item) => matchesSearch(query, props.searchTextsOf(item))),
        savedIds,
        idOf,
      ),
    [items, query, savedIds, idOf, props.searchTextsOf],
  );
  const rows = pageOf(visible, page);
  const current = selected ?? new Set<number>();

  const toggle = (id: number) => {
    setSelected(toggleId(current, id));
    setShowRequired(false);
  };
  const toggleDetails = (id: number) => setExpanded((open) => toggleId(open, id));

  const cancel = () => {
    if (query) {
      setQuery('');
      setPage(1);
    } else props.onLeave();
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
      <label htmlFor={searchId} className="portal-visually-hidden">
        {props.searchLabel}
      </label>
      <Input
        id={searchId}
        type="search"
        allowClear
        placeholder={props.searchLabel}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPage(1);
        }}
      />
      {showRequired ? (
        <p role="alert" className="creditor-selection__alert">
          {props.requiredMessage}
        </p>
      ) : null}
      {busy ? (
        <LoadingSpin />
      ) : visible.length === 0 ? (
        <p className="creditor-selection__empty">
          {items.length === 0 ? props.emptyText : t('common.empty.noResults')}
        </p>
      ) : (
        <ul className="creditor-selection__list">
          {rows.map((item) => {
            const id = idOf(item);
            const open = expanded.has(id);
            const detailsId = `${searchId}-details-${id}`;
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
      <Pager page={page} pageSize={SELECTION_PAGE_SIZE} total={visible.length} onChange={setPage} />
      <div className="creditor-selection__actions">
        <Button onClick={cancel}>{t('common.actions.cancel')}</Button>
        <Button type="primary" onClick={save} loading={saving} disabled={busy}>
          {t('common.actions.save')}
        </Button>
      </div>
    </section>
  );
}
