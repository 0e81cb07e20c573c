import { ClaimCentre, DocumentCentre, MessageCentre, ObjectionCentre } from 'case-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadingSpin } from 'shared-ui';
import { Button, Tabs } from 'shared-ui/antd';
import { paths } from '../../../lib/paths';
import { useSelectedCases } from '../../../session/selected-cases-context';
import { useCaseDetails } from '../api/use-case-details';
import { usePrefetchCaseView } from '../api/use-prefetch-case-view';
import { CreditorCaseHeader } from './creditor-case-header';
import { CreditorDividends } from './creditor-dividends';
import './creditor-case-view.css';

function NoCasePrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="creditor-case-view__prompt">
      <h1>{t('common.empty.noCaseSelected')}</h1>
      <p>{t('creditor.caseView.prompt')}</p>
      <Button type="primary" onClick={() => navigate(paths.selectCase)}>
        {t('creditor.sidebar.selectCase')}
      </Button>
    </section>
  );
}

/**
 * The dashboard index for C and D: the chosen case's header and its tabs (messages,
 * documents, claims; no creditors tab), or a prompt with Select case when nothing is chosen.
 */
export function CreditorCaseView() {
  const { t } = useTranslation();
  const { current, loading: casesLoading } = useSelectedCases();
  const { details, loading } = useCaseDetails(current?.caseId ?? null);
  usePrefetchCaseView(current);

  // Only while there is nothing to show yet: a background re-read (after a change elsewhere, a language
  // switch) must not unmount the tabs and send the user back to the first one.
  if ((casesLoading && !current) || (current && loading && !details)) return <LoadingSpin />;
  if (!current || !details) return <NoCasePrompt />;

  const tab = (key: 'messages' | 'documents' | 'claims' | 'dividends', children: ReactNode) => ({
    key,
    label: t(`creditor.caseView.tabs.${key}`),
    children,
  });
  const tabs = [
    tab(
      'messages',
      <MessageCentre
        side="creditor"
        caseId={current.caseId}
        creditorCasesId={current.creditorCasesId}
        allowCreditorMessages={details.isAllowCreditorNotification}
      />,
    ),
    tab('documents', <DocumentCentre side="creditor" caseId={current.caseId} />),
    tab(
      'claims',
      <>
        <ClaimCentre
          side="creditor"
          caseId={current.caseId}
          claimsDeadline={details.claimsDeadline ?? null}
        />
        <ObjectionCentre side="creditor" caseId={current.caseId} />
      </>,
    ),
    tab('dividends', <CreditorDividends caseId={current.caseId} />),
  ];

  return (
    <section className="creditor-case-view">
      <CreditorCaseHeader details={details} />
      <Tabs items={tabs} destroyOnHidden />
    </section>
  );
}
