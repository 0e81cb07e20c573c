import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Pager } from 'shared-ui';
import { Button, Input } from 'shared-ui/antd';
import { paths } from '../../../lib/paths';
import { MINE_PAGE_SIZE, useCreditorRequests } from '../api/use-creditor-requests';
import { CreditorRequestList } from './creditor-request-list';
import './add-creditor-page.css';

/**
 * `/dashboard/add-creditor` (D). No free choice of creditors (docs/decisions/0016-debt-collectors-need-the-creditors-authorisation.md): the debt collector
 * finds a creditor by its exact organisation number or e-mail and asks for the right to act for it; the
 * creditor answers in its profile. Its approved and pending creditors are listed with where each stands,
 * a page at a time.
 */
export function AddCreditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const searchId = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const { mine, mineTotal, found, searching, asking, search, request } = useCreditorRequests(page);

  return (
    <section className="creditor-requests">
      <h1 className="creditor-requests__title">{t('creditor.addCreditor.title')}</h1>
      <p className="creditor-requests__intro">{t('creditor.addCreditor.intro')}</p>
      <form
        className="creditor-requests__search"
        onSubmit={(event) => {
          event.preventDefault();
          void search(text);
        }}
      >
        <label htmlFor={searchId}>{t('creditor.addCreditor.searchLabel')}</label>
        <div className="creditor-requests__search-line">
          <Input
            id={searchId}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button htmlType="submit" type="primary" loading={searching}>
            {t('creditor.addCreditor.searchButton')}
          </Button>
        </div>
      </form>
      {found ? (
        <CreditorRequestList
          title={t('creditor.addCreditor.results')}
          items={found}
          emptyText={t('creditor.addCreditor.noMatch')}
          asking={asking}
          onRequest={(item) => void request(item)}
        />
      ) : null}
      <CreditorRequestList
        title={t('creditor.addCreditor.yours')}
        items={mine}
        emptyText={t('creditor.addCreditor.none')}
        asking={asking}
      >
        <Pager page={page} pageSize={MINE_PAGE_SIZE} total={mineTotal} onChange={setPage} />
      </CreditorRequestList>
      <div className="creditor-requests__actions">
        <Button onClick={() => navigate(paths.dashboard)}>{t('common.actions.back')}</Button>
      </div>
    </section>
  );
}
