import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Representative } from 'shared-api';
import { formatDate, LoadingSpin } from 'shared-ui';
import { Button, Modal } from 'shared-ui/antd';
import { type RepresentativeAction, useRepresentatives } from '../api/use-representatives';
import '../../../lib/representation-status.css';
import './representatives-section.css';

/**
 * Representatives in the creditor's profile: the debt collectors that asked to act for it, with
 * where each request stands. The creditor approves or declines a request, and revokes an approval after
 * confirming it.
 */
export function RepresentativesSection({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { list, busy, act } = useRepresentatives(active);
  // The approval asked about stays in the dialog while it closes; `confirming` opens and closes it.
  const [revoking, setRevoking] = useState<Representative | null>(null);
  const [confirming, setConfirming] = useState(false);

  const button = (item: Representative, action: RepresentativeAction) => (
    <Button
      size="small"
      type={action === 'approve' ? 'primary' : 'default'}
      danger={action === 'revoke'}
      loading={busy === item.debtCollectorId}
      aria-label={t(`creditor.representatives.${action}Of`, { name: item.name })}
      onClick={() => {
        if (action !== 'revoke') void act(item, action);
        else {
          setRevoking(item);
          setConfirming(true);
        }
      }}
    >
      {t(`creditor.representatives.${action}`)}
    </Button>
  );

  return (
    <section className="creditor-representatives" aria-labelledby={headingId}>
      <h2 id={headingId} className="creditor-representatives__title">
        {t('creditor.representatives.title')}
      </h2>
      <p className="creditor-representatives__intro">{t('creditor.representatives.intro')}</p>
      {list === null ? (
        <LoadingSpin />
      ) : list.length === 0 ? (
        <p>{t('creditor.representatives.empty')}</p>
      ) : (
        <ul className="creditor-representatives__list" aria-labelledby={headingId}>
          {list.map((item) => (
            <li key={item.debtCollectorId} className="creditor-representatives__item">
              <div className="creditor-representatives__head">
                <strong>{item.name}</strong>
                <span className={`representation-status is-${item.status.toLowerCase()}`}>
                  {t(`creditor.representatives.status.${item.status}`)}
                </span>
              </div>
              <dl className="creditor-representatives__facts">
                <dt>{t('creditor.representatives.orgNr')}</dt>
                <dd>{item.orgNumber || '–'}</dd>
                <dt>{t('creditor.representatives.email')}</dt>
                <dd>{item.email}</dd>
                <dt>{t('creditor.representatives.requestedAt')}</dt>
                <dd>{formatDate(item.requestedAt)}</dd>
                {item.decidedAt ? (
                  <>
                    <dt>{t('creditor.representatives.decidedAt')}</dt>
                    <dd>{formatDate(item.decidedAt)}</dd>
                  </>
                ) : null}
              </dl>
              {item.status === 'Pending' ? (
                <div className="creditor-representatives__actions">
                  {button(item, 'decline')}
                  {button(item, 'approve')}
                </div>
              ) : item.status === 'Approved' ? (
                <div className="creditor-representatives__actions">{button(item, 'revoke')}</div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={confirming}
        title={revoking ? t('creditor.representatives.revokeTitle', { name: revoking.name }) : ''}
        okText={t('creditor.representatives.revoke')}
        cancelText={t('common.actions.cancel')}
        okButtonProps={{ danger: true, loading: revoking !== null && busy === revoking.debtCollectorId }}
        onOk={async () => {
          if (revoking && (await act(revoking, 'revoke'))) setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
        afterClose={() => setRevoking(null)}
        keyboard
        destroyOnHidden
      >
        <p>{revoking ? t('creditor.representatives.revokeText', { name: revoking.name }) : null}</p>
      </Modal>
    </section>
  );
}
