import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DataOf, endpointInfiniteQuery, lawFirmGetRecipients } from 'shared-api';
import { Button, Spin } from 'shared-ui/antd';
import { tabQueryMeta } from '../feedback';

/** Recipients read at a time: a message to every creditor of a case may have thousands. */
export const RECIPIENTS_PAGE_SIZE = 50;

const itemsOf = (data: DataOf<typeof lawFirmGetRecipients>) => data.recipientList;

/**
 * The creditors a firm message went to, by name (the message's details): the first 50 when shown, then
 * "Show N more" reads and appends the next 50 (a paged list names only the first three).
 */
export function MessageRecipients({ messageId }: { messageId: number }) {
  const { t } = useTranslation('tabs');
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery({
    ...endpointInfiniteQuery(
      lawFirmGetRecipients,
      { notificationId: messageId },
      { items: itemsOf, totalCount: (page) => page.totalCount, pageSize: RECIPIENTS_PAGE_SIZE },
    ),
    meta: tabQueryMeta('tabs.messages.toast.recipientsFailed'),
  });
  if (isPending) return <Spin size="small" />;
  // A failed read is reported by its toast.
  if (!data) return null;
  const recipients = data.pages.flatMap(itemsOf);
  if (recipients.length === 0) return <>{t('tabs.messages.noRecipients')}</>;
  const total = data.pages[data.pages.length - 1]?.totalCount ?? recipients.length;
  const more = Math.min(RECIPIENTS_PAGE_SIZE, total - recipients.length);
  return (
    <>
      <ul className="case-tabs__recipients">
        {recipients.map((recipient) => (
          <li key={recipient.creditorCasesId}>{recipient.creditorName}</li>
        ))}
      </ul>
      {hasNextPage && more > 0 ? (
        <Button size="small" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('tabs.messages.showMore', { count: more })}
        </Button>
      ) : null}
    </>
  );
}
