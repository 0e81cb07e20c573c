import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUserType, useAuthStore } from 'shared-api';
import { Button, Radio } from 'shared-ui/antd';
import '../case-tabs.css';
import { ConfirmDialog, lazyNamed, useListSearch, WhenOpened } from 'shared-ui';
import { useDeleteQuestion } from '../delete-question';
import { useEditDialog } from '../edit-dialog';
import { type TabSide, tabAccess } from '../tab-access';
import { TabList } from '../tab-list';
import { useTabPaging } from '../tab-paging';
import { Toolbar } from '../toolbar';
import { MessageItem } from './message-item';
import type { MessageRow } from './message-rows';
import { MESSAGE_FILTERS, type MessageFilter } from './messages-query';
import { lowerUnreadCount, useCachedUnreadCount } from './unread-store';
import { useDeleteMessage, useSetMessageRead } from './use-message-writes';
import { useMessagePage } from './use-messages';

// The dialogs load when first opened: the tab itself is the first thing a creditor sees of a case.
const MessageDetailsDialog = lazyNamed(() => import('./message-details-dialog'), 'MessageDetailsDialog');
const StandardMessageDialog = lazyNamed(() => import('./standard-message-dialog'), 'StandardMessageDialog');
const WriteMessageDialog = lazyNamed(() => import('./write-message-dialog'), 'WriteMessageDialog');

export type MessageCentreProps = {
  side: TabSide;
  caseId: number;
  /** Creditor side: the caller's link to the case (its messages hang on it). */
  creditorCasesId?: number;
  /** Creditor side: the case's isAllowCreditorNotification (New Message shows only then). */
  allowCreditorMessages?: boolean;
  /** Called with the number of unread received messages whenever it is known anew (a page, a read). */
  onUnreadCountChange?: (count: number) => void;
};

/** The messages tab (the message centre) for the firm and for creditors. */
export function MessageCentre({
  side,
  caseId,
  creditorCasesId,
  allowCreditorMessages,
  onUnreadCountChange,
}: MessageCentreProps) {
  const { t } = useTranslation('tabs');
  const userType = useAuthStore(selectUserType);
  const access = tabAccess(side, userType, { allowCreditorMessages });
  const queryClient = useQueryClient();
  const linkId = side === 'lawfirm' ? caseId : creditorCasesId;
  // The search is the server's, asked once typing pauses; a new search or filter starts on page 1.
  const { query, setQuery, search, page, setPage } = useListSearch();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const { rows, total, loading } = useMessagePage(side, linkId, { page, search, filter });
  // The dialog's write marks the list stale itself (its hook's `invalidates`).
  const writing = useEditDialog<MessageRow>(() => undefined);
  const [viewing, setViewing] = useState<MessageRow | null>(null);
  const setRead = useSetMessageRead(side, linkId);
  const deleteMessage = useDeleteMessage(side, linkId);
  const [standardOpen, setStandardOpen] = useState(false);

  // The pages carry the count; the centre never asks the count endpoint itself.
  const unread = useCachedUnreadCount(side, linkId, false);
  useEffect(() => {
    if (unread !== undefined) onUnreadCountChange?.(unread);
  }, [unread, onUnreadCountChange]);

  const changed = useTabPaging(page, setPage, total, !loading);

  const openDetails = (row: MessageRow) => {
    setViewing(row);
    if (row.direction !== 'incoming' || row.isRead || row.recipientRowId === null) return;
    setRead.mutate(
      { query: { notificationToId: row.recipientRowId } },
      { onSuccess: () => linkId && lowerUnreadCount(queryClient, side, linkId) },
    );
  };

  const deletion = useDeleteQuestion<MessageRow>(
    (row, done) => deleteMessage.mutate({ body: { notificationId: row.messageId } }, { onSuccess: done }),
    t('tabs.messages.toast.deleted'),
  );

  return (
    <section className="case-tabs" aria-label={t('tabs.messages.title')}>
      <Toolbar searchLabel={t('tabs.messages.search')} search={query} onSearch={setQuery}>
        <Radio.Group
          optionType="button"
          aria-label={t('tabs.messages.filter.label')}
          value={filter}
          onChange={(event) => changed(setFilter)(event.target.value as MessageFilter)}
          options={MESSAGE_FILTERS.map((value) => ({ value, label: t(`tabs.messages.filter.${value}`) }))}
        />
        <span className="case-tabs__spacer" />
        {access.canWriteMessages ? (
          <Button type="primary" onClick={() => writing.start(null)}>
            {t('tabs.messages.new')}
          </Button>
        ) : null}
        {access.canUseStandardMessage ? (
          <Button onClick={() => setStandardOpen(true)}>{t('tabs.messages.standard')}</Button>
        ) : null}
      </Toolbar>

      <TabList
        area="messages"
        list={{ items: rows, total, filtered: search !== '' || filter !== 'all', loading }}
        page={[page, setPage]}
      >
        {(row) => (
          <MessageItem
            key={row.key}
            row={row}
            onView={openDetails}
            onEdit={(item) => writing.start(item)}
            onDelete={deletion.ask}
          />
        )}
      </TabList>

      <WhenOpened open={writing.props.open}>
        <WriteMessageDialog
          {...writing.props}
          side={side}
          caseId={caseId}
          creditorCasesId={creditorCasesId}
        />
      </WhenOpened>
      <WhenOpened open={viewing !== null}>
        <MessageDetailsDialog
          message={viewing}
          showRecipients={access.canSeeRecipients}
          onClose={() => setViewing(null)}
        />
      </WhenOpened>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('tabs.messages.delete.title')}
        text={t('tabs.messages.delete.text')}
        confirmLabel={t('tabs.actions.delete')}
        danger
        busy={deleteMessage.isPending}
      />
      <WhenOpened open={standardOpen}>
        <StandardMessageDialog open={standardOpen} onClose={() => setStandardOpen(false)} />
      </WhenOpened>
    </section>
  );
}
