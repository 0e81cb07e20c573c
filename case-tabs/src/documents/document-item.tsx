import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaseDocument } from 'shared-api';
import { formatDate } from 'shared-ui/light';
import { RowMenu, type RowMenuItem } from '../row-menu';
import { RowComment } from '../text-popup';
import { FileIcon } from './file-icon';

/** One document line: type icon, name, status badge, uploader and date, the comment cut at 100 characters. */
export function DocumentItem({ document, menu }: { document: CaseDocument; menu: readonly RowMenuItem[] }) {
  const { t } = useTranslation('tabs');
  return (
    <li className="case-tabs__row">
      <FileIcon fileName={document.documentName} />
      <div className="case-tabs__row-main">
        <div className="case-tabs__row-head">
          <span>{document.documentName}</span>
          <Tag color={document.status === 'Published' ? 'green' : 'gold'}>
            {t(`tabs.documents.status.${document.status}`)}
          </Tag>
          <span className="case-tabs__row-meta">
            {t('tabs.documents.uploadedBy', { name: document.uploader ?? document.sendByLawFirmName })},{' '}
            {formatDate(document.createdOn)}
          </span>
        </div>
        <RowComment
          text={document.comment}
          title={`${t('tabs.documents.comment')}: ${document.documentName}`}
        />
      </div>
      <RowMenu itemName={document.documentName} items={menu} />
    </li>
  );
}
