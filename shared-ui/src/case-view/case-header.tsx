import { Button, Descriptions, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case } from 'shared-api';
import { formatDate } from 'shared-ui/light';
import { CaseNotes } from './case-notes';
import './case-header.css';

export type CaseHeaderProps = {
  caseDetails: Case;
  /** The firm sees the notes' first word, creditors the first two (spec 1 §2, spec 2 §2). */
  variant: 'lawfirm' | 'creditor';
  /** Buttons beside the title (Edit case, Delete case). */
  actions?: ReactNode;
};

const NOTES_WORDS = { lawfirm: 1, creditor: 2 } as const;

/**
 * The case header of spec 1 §2: debtor, org. number, case number, status and
 * law firm; 'Show more information' reveals sector, court, dates, people and notes.
 */
export function CaseHeader({ caseDetails: details, variant, actions }: CaseHeaderProps) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const text = (value: string | null | undefined) => (value?.trim() ? value : t('lawfirm.caseView.empty'));
  const date = (value: string | null) => (value ? formatDate(value) : t('lawfirm.caseView.empty'));
  return (
    <section className="case-header" aria-label={details.debtorName}>
      <div className="case-header__title-row">
        <h1 className="case-header__title">
          {details.debtorName} <Tag color="gold">{details.statusName}</Tag>
        </h1>
        {actions ? <div className="case-header__actions">{actions}</div> : null}
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'orgnr', label: t('lawfirm.caseView.orgNumber'), children: details.debtorOrgnr },
          { key: 'knr', label: t('lawfirm.caseView.knr'), children: details.knr },
          { key: 'status', label: t('lawfirm.caseView.status'), children: details.statusName },
          { key: 'firm', label: t('lawfirm.caseView.lawFirm'), children: details.lawfirmName },
          // Issue 16 §1: the claims deadline (bevakningsdag), when the server gives one.
          ...(details.claimsDeadline
            ? [
                {
                  key: 'claimsDeadline',
                  label: t('lawfirm.caseView.claimsDeadline'),
                  children: formatDate(details.claimsDeadline),
                },
              ]
            : []),
        ]}
      />
      <Button
        type="link"
        aria-expanded={more}
        onClick={() => setMore((shown) => !shown)}
        style={{ padding: 0 }}
      >
        {more ? t('lawfirm.caseView.showLess') : t('lawfirm.caseView.showMore')}
      </Button>
      {more ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'sector', label: t('lawfirm.caseView.sector'), children: text(details.debtorSector) },
            { key: 'court', label: t('lawfirm.caseView.court'), children: text(details.court) },
            {
              key: 'dateDecision',
              label: t('lawfirm.caseView.dateDecision'),
              children: date(details.dateDecision),
            },
            {
              key: 'dateEdited',
              label: t('lawfirm.caseView.dateEdited'),
              children: date(details.dateEdited),
            },
            { key: 'lawyer', label: t('lawfirm.caseView.lawyer'), children: text(details.lawyerName) },
            { key: 'manager', label: t('lawfirm.caseView.manager'), children: text(details.managerName) },
            {
              key: 'administrator',
              label: t('lawfirm.caseView.administrator'),
              children: text(details.administratorName),
            },
            {
              key: 'administratorEmail',
              label: t('lawfirm.caseView.administratorEmail'),
              children: text(details.administratorEmail),
            },
            {
              key: 'notes',
              label: t('lawfirm.caseView.notes'),
              children: <CaseNotes notes={details.caseNotes} words={NOTES_WORDS[variant]} />,
            },
          ]}
        />
      ) : null}
    </section>
  );
}
