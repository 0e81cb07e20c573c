import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUserType, useAuthStore } from 'shared-api';
import { LoadingSpin } from 'shared-ui';
import { Alert } from 'shared-ui/antd';
import { useCaseDividends } from '../api/use-dividends';
import { dividendAccess } from '../dividend-access';
import { DividendSettingsPanel } from './dividend-settings';
import { DraftForm } from './draft-form';
import { VersionList } from './version-list';
import { VersionView } from './version-view';
import './dividends.css';

/**
 * The case's dividends for its firm: the settings and the estate's account, what a new proposal needs
 * (the assets to enter; claims whose class is not decided yet), the versions, and the chosen version.
 */
export function DividendsTab({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const userType = useAuthStore(selectUserType);
  const { dividends, loading } = useCaseDividends(caseId);
  const [chosen, setChosen] = useState<number | null>(null);
  if (loading) return <LoadingSpin />;
  if (!dividends) return null;
  const latest = dividends.proposals[0];
  const access = dividendAccess(userType, latest);
  const shown = chosen ?? latest?.proposalId ?? null;
  return (
    <section className="dividends" aria-labelledby={`dividends-${caseId}`}>
      <h2 id={`dividends-${caseId}`} className="dividends__title">
        {t('lawfirm.dividends.title')}
      </h2>
      <DividendSettingsPanel caseId={caseId} dividends={dividends} canChange={access.canChangeSettings} />
      {dividends.undecidedClaimNumbers.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('lawfirm.dividends.undecided', { numbers: dividends.undecidedClaimNumbers.join(', ') })}
        />
      ) : null}
      {access.canDraft ? (
        <DraftForm
          caseId={caseId}
          assets={dividends.assets}
          onDrafted={(proposalId) => setChosen(proposalId)}
        />
      ) : null}
      <VersionList proposals={dividends.proposals} shown={shown} onShow={setChosen} />
      {shown !== null ? <VersionView caseId={caseId} proposalId={shown} /> : null}
    </section>
  );
}
