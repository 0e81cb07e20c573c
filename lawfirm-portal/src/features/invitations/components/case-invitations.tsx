import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation, InvitationState } from 'shared-api';
import { CardTable, lazyNamed, Pager, WhenOpened } from 'shared-ui';
import { Button, Tag } from 'shared-ui/antd';
import { INVITATIONS_PAGE_SIZE, useInvitations, useInvitationsSent } from '../api/use-invitations';

// The invitations import (a CSV reader, a preview table) loads when A first opens it.
const InviteDialog = lazyNamed(() => import('./invite-dialog'), 'InviteDialog');

const STATE_COLOUR: Record<InvitationState, string> = {
  invited: 'blue',
  expired: 'default',
  signedUp: 'gold',
  following: 'green',
};

/**
 * The invitations of a case, under its creditors: each with its state (invited,
 * expired, signed up, following); the administrator also invites from a creditor list.
 */
export function CaseInvitations({ caseId, canInvite }: { caseId: number; canInvite: boolean }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const { invitations, total, loading } = useInvitations(caseId, page);
  const invitationsSent = useInvitationsSent(caseId);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === 'sv' ? 'sv-SE' : 'en-GB');

  return (
    <section aria-labelledby={`invitations-${caseId}`} style={{ display: 'grid', gap: 12, marginTop: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {/* Under the case's h1 (the case header) with no h2 between: an h3 here breaks the heading order. */}
        <h2 id={`invitations-${caseId}`} style={{ margin: 0, fontSize: '1.15rem' }}>
          {t('lawfirm.invitations.title')}
        </h2>
        {canInvite ? (
          <Button type="primary" onClick={() => setInviting(true)}>
            {t('lawfirm.invitations.invite')}
          </Button>
        ) : null}
      </div>
      <CardTable<Invitation>
        rowKey="invitationId"
        loading={loading}
        dataSource={invitations}
        pagination={false}
        locale={{ emptyText: <span className="portal-table-empty">{t('lawfirm.invitations.empty')}</span> }}
        columns={[
          { title: t('lawfirm.invitations.columns.name'), dataIndex: 'name' },
          { title: t('lawfirm.invitations.columns.orgNumber'), dataIndex: 'orgNumber' },
          { title: t('lawfirm.invitations.columns.email'), dataIndex: 'email' },
          {
            title: t('lawfirm.invitations.columns.state'),
            dataIndex: 'state',
            render: (state: InvitationState) => (
              <Tag color={STATE_COLOUR[state]}>{t(`lawfirm.invitations.states.${state}`)}</Tag>
            ),
          },
          {
            title: t('lawfirm.invitations.columns.invitedAt'),
            dataIndex: 'invitedAt',
            render: (value: string) => date(value),
          },
        ]}
      />
      <Pager page={page} pageSize={INVITATIONS_PAGE_SIZE} total={total} onChange={setPage} />
      {canInvite ? (
        <WhenOpened open={inviting}>
          <InviteDialog
            caseId={caseId}
            open={inviting}
            onClose={() => setInviting(false)}
            onSent={() => {
              setPage(1);
              invitationsSent();
            }}
          />
        </WhenOpened>
      ) : null}
    </section>
  );
}
