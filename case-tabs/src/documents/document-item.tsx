import { useTranslation } from 'react-i18next';
import type { CaseDocument } from 'shared-api';
import { Tag } from 'shared-ui/antd';
import { formatDate } from 'shared-ui/light';
import { FileRow } from '../file-row';
import type { RowMenuItem } from '../row-menu';

/** One document line: type icon, name, status badge, uploader and date, the comment cut at 100 characters. */
export function DocumentItem({ document, menu }: { document: CaseDocument; menu: readonly RowMenuItem[] }) {
  const { t } = useTranslation('tabs');
  return (
    <FileRow
      fileName={document.documentName}
      comment={{ label: t('tabs.documents.comment'), text: document.comment }}
      menu={menu}
    >
      <span>{document.documentName}</span>
      <Tag color={document.status === 'Published' ? 'green' : 'gold'}>
        {t(`tabs.documents.status.${document.status}`)}
      </Tag>
      <span className="case-tabs__row-meta">
        {t('tabs.documents.uploadedBy', { name: document.uploader ?? document.sendByLawFirmName })},{' '}
        {formatDate(document.createdOn)}
      </span>
    </FileRow>
  );
}
