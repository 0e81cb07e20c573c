import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case } from 'shared-api';
import { Button, Descriptions, Tag } from 'shared-ui/antd';
import { formatDate } from 'shared-ui/light';
import { CaseNotes } from './case-notes';
import './case-header.css';

export type CaseHeaderProps = {
  caseDetails: Case;
  /** The firm sees the notes' first word, creditors the first two. */
  variant: 'lawfirm' | 'creditor';
  /** Buttons beside the title (Edit case, Delete case). */
  actions?: ReactNode;
};

const NOTES_WORDS = { lawfirm: 1, creditor: 2 } as const;

/**
 * The case header: debtor, org. number, case number, status and
 * law firm; 'Show more information' reveals sector, court, dates, people and notes.
 */
export function CaseHeader({ caseDetails: details, variant, actions }: CaseHeaderProps) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const text = (value: string | null | undefined) => (value?.trim() ? value : t('lawfirm.caseView.empty'));
  const date = (value: string | null) => (value ? formatDate(value) : t('lawfirm.caseView.empty'));
  /** One description: its label is the case view's text of the same key. */
  const item = (key: string, children: ReactNode) => ({ key, label: t(`lawfirm.caseView.${key}`), children });
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
          item('orgNumber', details.debtorOrgnr),
          item('knr', details.knr),
          item('status', details.statusName),
          item('lawFirm', details.lawfirmName),
          // The claims deadline (bevakningsdag), when the server gives one.
          ...(details.claimsDeadline ? [item('claimsDeadline', formatDate(details.claimsDeadline))] : []),
          // The claims procedure's dates, each when the case has it.
          ...(['claimsProcedureDecidedOn', 'objectionDeadline', 'settlementDeadline'] as const).flatMap(
            (key) => {
              const value = details[key];
              return value ? [item(key, formatDate(value))] : [];
            },
          ),
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
            item('sector', text(details.debtorSector)),
            item('court', text(details.court)),
            item('dateDecision', date(details.dateDecision)),
            item('dateEdited', date(details.dateEdited)),
            item('lawyer', text(details.lawyerName)),
            item('manager', text(details.managerName)),
            item('administrator', text(details.administratorName)),
            item('administratorEmail', text(details.administratorEmail)),
            item('notes', <CaseNotes notes={details.caseNotes} words={NOTES_WORDS[variant]} />),
          ]}
        />
      ) : null}
    </section>
  );
}
