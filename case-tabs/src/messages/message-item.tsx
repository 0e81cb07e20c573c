import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-ui/light';
import { RowMenu } from '../row-menu';
import { MESSAGE_PREVIEW, truncate } from '../text';
import type { MessageRow } from './message-rows';

export type MessageItemProps = {
  row: MessageRow;
  onView: (row: MessageRow) => void;
  onEdit: (row: MessageRow) => void;
  onDelete: (row: MessageRow) => void;
};

/** One message line: unread ones grey with a dot; Edit and Delete only for sent ones. */
export function MessageItem({ row, onView, onEdit, onDelete }: MessageItemProps) {
  const { t } = useTranslation('tabs');
  const unread = row.direction === 'incoming' && !row.isRead;
  const name =
    row.direction === 'outgoing' ? (row.senderName ?? t('tabs.messages.you')) : (row.senderName ?? '');
  return (
    <li className={`case-tabs__row ${unread ? 'case-tabs__row--unread' : ''}`}>
      {unread ? (
        <span className="case-tabs__dot" role="img" aria-label={t('tabs.messages.unread')} />
      ) : (
        <span className="case-tabs__dot case-tabs__dot--none" aria-hidden="true" />
      )}
      <div className="case-tabs__row-main">
        <div className="case-tabs__row-head">
          <span>{name}</span>
          <Tag color={row.direction === 'incoming' ? 'blue' : 'default'}>
            {t(row.direction === 'incoming' ? 'tabs.messages.incoming' : 'tabs.messages.outgoing')}
          </Tag>
          <span className="case-tabs__row-meta">
            {formatDateTime(row.at)}
            {row.editedOn ? ` (${t('tabs.messages.edited')})` : ''}
          </span>
        </div>
        <p className="case-tabs__row-text">{truncate(row.text, MESSAGE_PREVIEW)}</p>
      </div>
      <RowMenu
        itemName={`${name} ${formatDateTime(row.at)}`}
        items={[
          { key: 'view', label: t('tabs.actions.viewDetails'), onClick: () => onView(row) },
          ...(row.direction === 'outgoing'
            ? [
                { key: 'edit', label: t('tabs.actions.edit'), onClick: () => onEdit(row) },
                {
                  key: 'delete',
                  label: t('tabs.actions.delete'),
                  danger: true,
                  onClick: () => onDelete(row),
                },
              ]
            : []),
        ]}
      />
    </li>
  );
}
