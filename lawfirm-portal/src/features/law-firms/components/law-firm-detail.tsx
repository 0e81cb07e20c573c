import { FirmLogo } from 'case-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawFirm } from 'shared-api';
import { Button, Descriptions } from 'shared-ui/antd';

/** The firm URL as a link: https:// is added when the scheme is missing. */
const hrefOf = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

export type LawFirmDetailProps = {
  firm: LawFirm;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** The firm's users (S). */
  children?: ReactNode;
};

/** Logo, name, administrator e-mail, offices, URL and notes of one firm, with Edit and Delete. */
export function LawFirmDetail({ firm, onEdit, onDelete, children }: LawFirmDetailProps) {
  const { t } = useTranslation();
  const dash = t('lawfirm.caseView.empty');
  return (
    <article
      aria-labelledby="law-firm-name"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}
    >
      <header style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <FirmLogo firm={firm} height={56} />
        <h1 id="law-firm-name" style={{ margin: 0, fontSize: '1.5rem', flex: 1 }}>
          {firm.lawfirmName}
        </h1>
        {onEdit ? <Button onClick={onEdit}>{t('lawfirm.lawFirms.detail.edit')}</Button> : null}
        {onDelete ? (
          <Button danger onClick={onDelete}>
            {t('lawfirm.lawFirms.detail.delete')}
          </Button>
        ) : null}
      </header>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'contact',
            label: t('lawfirm.lawFirms.detail.contactName'),
            children: firm.lawfirmContactName,
          },
          {
            key: 'email',
            label: t('lawfirm.lawFirms.detail.adminEmail'),
            children: firm.lawfirmContactEmail,
          },
          {
            key: 'offices',
            label: t('lawfirm.lawFirms.detail.offices'),
            children: firm.officeList.map((office) => office.lawfirmOffice).join('; ') || dash,
          },
          {
            key: 'url',
            label: t('lawfirm.lawFirms.detail.url'),
            children: firm.lawfirmUrl ? (
              <a href={hrefOf(firm.lawfirmUrl)} target="_blank" rel="noreferrer noopener">
                {firm.lawfirmUrl}
              </a>
            ) : (
              dash
            ),
          },
          {
            key: 'notes',
            label: t('lawfirm.lawFirms.detail.notes'),
            children: <span style={{ whiteSpace: 'pre-wrap' }}>{firm.lawfirmNotes || dash}</span>,
          },
        ]}
      />
      {children}
    </article>
  );
}
