import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type Case, endpointKey, endpointQuery, getAllCases, useAuthStore } from 'shared-api';
import { toast, useListSearch } from 'shared-ui';
import { paths } from '../../../lib/paths';
import { SELECTION_PAGE_SIZE } from '../../../lib/selection';
import { SelectionScreen } from '../../../lib/selection-screen';
import { useAllFollowedCaseIds } from '../../../session/followed-case-pages';
import { useSelectedCases } from '../../../session/selected-cases-context';
import { useSelectCases } from '../api/use-select-cases';

const NONE: Case[] = [];

const caseIdOf = (item: Case) => item.caseId;
const debtorOf = (item: Case) => item.debtorName;

/**
 * `/dashboard/select-case` (C and D): choose the cases to follow. Every firm's cases are too
 * many to download: the server searches (debtor name, org. number, K-number), puts the
 * followed cases first and sends one page of five at a time.
 */
export function SelectCasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creditorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const selectedCases = useSelectedCases();
  const queryClient = useQueryClient();
  const { mutateAsync: saveSelection } = useSelectCases();
  const listSearch = useListSearch();
  const { search, page } = listSearch;
  const { data, isPending } = useQuery({
    ...endpointQuery(getAllCases, {
      page,
      pageSize: SELECTION_PAGE_SIZE,
      followedFirst: true,
      ...(search ? { search } : {}),
    }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'common.errors.somethingWentWrong' },
  });
  const cases = data?.casesResponses ?? NONE;

  // Save sends the whole set: every followed id, read in pages (500 followed cases are 110 KB in one).
  const initialSelected = useAllFollowedCaseIds();

  const save = useCallback(
    async (caseList: number[]) => {
      if (creditorId === null) return;
      // A failure is toasted by the mutation cache; the choice stays on screen.
      const saved = await saveSelection({ body: { creditorId, caseList } }).then(
        () => true,
        () => false,
      );
      if (!saved) return;
      toast.success(t('creditor.selectCase.success'));
      await selectedCases.reload();
      // The pages put the followed cases first: those read before the save are in the wrong order now.
      queryClient.removeQueries({ queryKey: endpointKey(getAllCases) });
      navigate(paths.dashboard);
    },
    [creditorId, navigate, queryClient, saveSelection, selectedCases, t],
  );

  return (
    <SelectionScreen
      title={t('creditor.selectCase.title')}
      searchLabel={t('creditor.selectCase.search')}
      items={cases}
      total={data?.totalCount ?? cases.length}
      search={listSearch}
      idOf={caseIdOf}
      labelOf={debtorOf}
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
      loading={isPending}
      emptyText={t('common.empty.noCasesFound')}
      requiredMessage={t('creditor.selectCase.required')}
      onSave={save}
      onLeave={() => navigate(paths.dashboard)}
    />
  );
}
