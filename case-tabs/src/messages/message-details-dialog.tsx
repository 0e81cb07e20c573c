import { useTranslation } from 'react-i18next';
import { DetailsModal } from 'shared-ui';
import { formatDateTime } from 'shared-ui/light';
import { MessageRecipients } from './message-recipients';
import type { MessageRow } from './message-rows';

export type MessageDetailsDialogProps = {
  message: MessageRow | null;
  /** The firm sees to whom a sent message went. */
  showRecipients: boolean;
  onClose: () => void;
};

/** The whole message, its date and, for the firm's sent ones, the recipients. */
export function MessageDetailsDialog({ message, showRecipients, onClose }: MessageDetailsDialogProps) {
  const { t } = useTranslation('tabs');
  return (
    <DetailsModal item={message} title={t('tabs.messages.details.title')} onClose={onClose}>
      {(message) => (
        <>
          <dt>{t(message.direction === 'outgoing' ? 'tabs.messages.sentOn' : 'tabs.messages.from')}</dt>
          <dd>
            {message.direction === 'incoming' ? `${message.senderName ?? ''}, ` : ''}
            {formatDateTime(message.at)}
          </dd>
          {message.direction === 'outgoing' && showRecipients ? (
            <>
              <dt>{t('tabs.messages.recipients')}</dt>
              <dd>
                <MessageRecipients messageId={message.messageId} />
              </dd>
            </>
          ) : null}
          <dt>{t('tabs.messages.write.text')}</dt>
          <dd className="case-tabs__pre">{message.text}</dd>
        </>
      )}
    </DetailsModal>
  );
}
