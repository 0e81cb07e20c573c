import { useTranslation } from 'react-i18next';
import type { CaseDocument } from 'shared-api';
import { DetailsModal } from 'shared-ui';
import { formatDateTime } from 'shared-ui/light';
import { formatBytes } from '../text';

/** Name, size, uploader, date and comment (or 'No comments') of a document. */
export function DocumentDetailsDialog({
  document,
  onClose,
}: {
  document: CaseDocument | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('tabs');
  return (
    <DetailsModal item={document} title={t('tabs.documents.details.title')} onClose={onClose}>
      {(document) => (
        <>
          <dt>{t('tabs.documents.details.name')}</dt>
          <dd>{document.documentName}</dd>
          <dt>{t('tabs.documents.details.status')}</dt>
          <dd>{t(`tabs.documents.status.${document.status}`)}</dd>
          <dt>{t('tabs.documents.details.size')}</dt>
          <dd>{formatBytes(document.fileSize)}</dd>
          <dt>{t('tabs.documents.details.uploader')}</dt>
          <dd>
            {document.uploader
              ? `${document.uploader} (${document.sendByLawFirmName})`
              : document.sendByLawFirmName}
          </dd>
          <dt>{t('tabs.documents.details.date')}</dt>
          <dd>{formatDateTime(document.createdOn)}</dd>
          <dt>{t('tabs.documents.comment')}</dt>
          <dd className="case-tabs__pre">{document.comment?.trim() || t('tabs.documents.noComments')}</dd>
        </>
      )}
    </DetailsModal>
  );
}
