import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditorListItem } from 'shared-api';
import { LoadingSpin } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import '../../../lib/representation-status.css';
import { canRequest } from '../exact-match';

export type CreditorRequestListProps = {
  title: string;
  /** null while loading. */
  items: readonly CreditorListItem[] | null;
  emptyText: string;
  /** The creditor being asked now, if any. */
  asking: number | null;
  /** Offers a request for creditors that may be asked; without it the list only shows where each stands. */
  onRequest?: (item: CreditorListItem) => void;
  /** Shown under the list (its pager). */
  children?: ReactNode;
};

/** A titled list of creditors with where the debt collector's request to each stands. */
export function CreditorRequestList({
  title,
  items,
  emptyText,
  asking,
  onRequest,
  children,
}: CreditorRequestListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="creditor-requests__part" aria-labelledby={headingId}>
      <h2 id={headingId} className="creditor-requests__subtitle">
        {title}
      </h2>
      {items === null ? (
        <LoadingSpin />
      ) : items.length === 0 ? (
        <p className="creditor-requests__empty">{emptyText}</p>
      ) : (
        <ul className="creditor-requests__list" aria-labelledby={headingId}>
          {items.map((item) => {
            const again = item.representation === 'Declined' || item.representation === 'Revoked';
            return (
              <li key={item.creditorId} className="creditor-requests__row">
                <span className="creditor-requests__name">{item.creditorName}</span>
                <span className="creditor-requests__org">
                  {t('creditor.addCreditor.orgNr', { orgNr: item.creditorCompanyOrgNr })}
                </span>
                {item.representation ? (
                  <span className={`representation-status is-${item.representation.toLowerCase()}`}>
                    {t(`creditor.addCreditor.status.${item.representation}`)}
                  </span>
                ) : null}
                {onRequest && canRequest(item) ? (
                  <Button
                    size="small"
                    type="primary"
                    loading={asking === item.creditorId}
                    aria-label={t(
                      again ? 'creditor.addCreditor.requestAgainOf' : 'creditor.addCreditor.requestOf',
                      {
                        name: item.creditorName,
                      },
                    )}
                    onClick={() => onRequest(item)}
                  >
                    {t(again ? 'creditor.addCreditor.requestAgain' : 'creditor.addCreditor.request')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {children}
    </section>
  );
}
