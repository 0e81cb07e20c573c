import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case } from 'shared-api';
import { formatDate } from 'shared-ui';
import { useFirmLogo } from '../api/use-firm-logo';
import { CaseNotes } from './case-notes';

function FirmLogo({ lawFirmId, name }: { lawFirmId: number; name: string }) {
  const { t } = useTranslation();
  const logo = useFirmLogo(lawFirmId);
  const [broken, setBroken] = useState(false);
  if (!logo || broken)
    return (
      <span className="creditor-case-header__logo creditor-case-header__logo--placeholder" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
    );
  return (
    <img
      className="creditor-case-header__logo"
      src={logo}
      alt={t('creditor.case.logoOf', { name })}
      onError={() => setBroken(true)}
    />
  );
}

/**
 * The creditor's case header (spec 2 §1): the firm's logo, debtor, org. number, K-number, status and firm;
 * 'Show more information' reveals the rest, with the notes as two words and a popup.
 */
export function CreditorCaseHeader({ details }: { details: Case }) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const moreId = useId();
  const date = (value: string | null) => (value ? formatDate(value) : '–');
  const extra: [string, React.ReactNode][] = [
    ['creditor.case.sector', details.debtorSector ?? '–'],
    ['creditor.case.court', details.court ?? '–'],
    ['creditor.case.dateDecision', date(details.dateDecision)],
    ['creditor.case.dateEdited', date(details.dateEdited)],
    ['creditor.case.lawyer', details.lawyerName ?? '–'],
    ['creditor.case.manager', details.managerName ?? '–'],
    ['creditor.case.administrator', details.administratorName ?? '–'],
    ['creditor.case.administratorEmail', details.administratorEmail ?? '–'],
    ['creditor.case.notes', <CaseNotes key="notes" notes={details.caseNotes} />],
  ];
  return (
    <header className="creditor-case-header">
      <FirmLogo lawFirmId={details.lawFirmId} name={details.lawfirmName} />
      <div className="creditor-case-header__main">
        <h1 className="creditor-case-header__title">{details.debtorName}</h1>
        <dl className="creditor-case-header__facts">
          <div>
            <dt>{t('creditor.case.orgNr')}</dt>
            <dd>{details.debtorOrgnr}</dd>
          </div>
          <div>
            <dt>{t('creditor.case.knr')}</dt>
            <dd>{details.knr}</dd>
          </div>
          <div>
            <dt>{t('creditor.case.status')}</dt>
            <dd>{details.statusName}</dd>
          </div>
          <div>
            <dt>{t('creditor.case.lawFirm')}</dt>
            <dd>{details.lawfirmName}</dd>
          </div>
        </dl>
        <Button
          type="link"
          aria-expanded={more}
          aria-controls={moreId}
          onClick={() => setMore((value) => !value)}
        >
          {more ? t('creditor.case.showLess') : t('creditor.case.showMore')}
        </Button>
        {more ? (
          <dl id={moreId} className="creditor-case-header__more">
            {extra.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </header>
  );
}
