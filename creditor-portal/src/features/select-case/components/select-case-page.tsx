import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Case, call, endpointQuery, getAllCases, selectCases, useAuthStore } from 'shared-api';
import { errorMessage, toast } from 'shared-ui';
import { paths } from '../../../lib/paths';
import { SelectionScreen } from '../../../lib/selection-screen';
import { useSelectedCases } from '../../../session/selected-cases-context';

const NONE: Case[] = [];

const caseIdOf = (item: Case) => item.caseId;
const debtorOf = (item: Case) => item.debtorName;
const searchTextsOf = (item: Case) => [item.debtorName, item.debtorOrgnr];

/** `/dashboard/select-case` (C and D): choose the cases to follow (spec 2 §2). */
export function SelectCasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const selectedCases = useSelectedCases();
  const { data, isPending } = useQuery({
    ...endpointQuery(getAllCases),
    meta: { errorKey: 'common.errors.somethingWentWrong' },
  });
  const allCases = data?.casesResponses ?? NONE;
  const loading = isPending;

  const initialSelected = useMemo(
    () => (selectedCases.loading ? null : selectedCases.cases.map((item) => item.caseId)),
    [selectedCases.loading, selectedCases.cases],
  );

  const save = useCallback(
    async (caseList: number[]) => {
      if (creditorId === null) return;
      try {
        await call(selectCases, { body: { creditorId, caseList } });
        toast.success(t('creditor.selectCase.success'));
        await selectedCases.reload();
        navigate(paths.dashboard);
      } catch (error) {
        toast.error(errorMessage(error, 'creditor.selectCase.failed'));
      }
    },
    [creditorId, navigate, selectedCases, t],
  );

  return (
    <SelectionScreen
      title={t('creditor.selectCase.title')}
      searchLabel={t('creditor.selectCase.search')}
      items={allCases}
      idOf={caseIdOf}
      labelOf={debtorOf}
      searchTextsOf={searchTextsOf}
      summaryOf={(item) => item.debtorOrgnr}
      detailsOf={(item) => (
        <dl>
          <dt>{t('creditor.case.orgNr')}</dt>
          <dd>{item.debtorOrgnr}</dd>
          <dt>{t('creditor.case.knr')}</dt>
          <dd>{item.knr}</dd>
          <dt>{t('creditor.case.status')}</dt>
          <dd>{item.statusName}</dd>
          <dt>{t('creditor.case.lawFirm')}</dt>
          <dd>{item.lawfirmName}</dd>
          <dt>{t('creditor.case.court')}</dt>
          <dd>{item.court ?? '–'}</dd>
        </dl>
      )}
      initialSelected={initialSelected}
      loading={loading}
      emptyText={t('common.empty.noCasesFound')}
      requiredMessage={t('creditor.selectCase.required')}
      onSave={save}
      onLeave={() => navigate(paths.dashboard)}
    />
  );
}
