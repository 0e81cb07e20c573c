import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Claim,
  download,
  downloadClaimFile,
  downloadClaimReceipt,
  isDebtCollector,
  selectUserType,
  sumAmounts,
  useAuthStore,
} from 'shared-api';
import { Button } from 'shared-ui/antd';
import { formatDate, formatSek, toast } from 'shared-ui/light';
import '../case-tabs.css';
import { ConfirmDialog, FilterSelect, useListSearch } from 'shared-ui';
import { useDeleteQuestion } from '../delete-question';
import { useEditDialog } from '../edit-dialog';
import { reportError } from '../feedback';
import { downloadToFile, saveFile } from '../save-file';
import { type TabSide, tabAccess } from '../tab-access';
import { TabList } from '../tab-list';
import { useTabPaging } from '../tab-paging';
import type { TimeFilter } from '../time-filter';
import { TimeFilterSelect } from '../time-filter-select';
import { Toolbar } from '../toolbar';
import { ClaimDetailsDialog } from './claim-details-dialog';
import { ClaimDialog, type ClaimDialogMode } from './claim-dialog';
import { ClaimItem } from './claim-item';
import { CLAIM_STATUSES, type ClaimStatusFilter, type DeadlineFilter } from './claim-rows';
import { ClaimStepsDialog } from './claim-steps-dialog';
import { ClaimsChart } from './claims-chart';
import { claimsCsv } from './claims-csv';
import { ClaimsRegisterMenu } from './claims-register-menu';
import { RegisterVersions } from './register-versions';
import { StatusDialog } from './status-dialog';
import { useClaimBases } from './use-claim-bases';
import { useDeleteClaim } from './use-claim-writes';
import { isFiltered, useAllClaims, useClaimPage, useReloadClaims } from './use-claims';

export type ClaimCentreProps = {
  side: TabSide;
  caseId: number;
  /** The case's claims deadline, shown in the claim dialog. */
  claimsDeadline?: string | null;
};

/** Decided claims stay as the trustee decided (docs/decisions/0004-decided-claims-are-not-edited-behind-the-trustee.md): a creditor changes only Pending or Rejected ones. */
const changeable = (claim: Claim) =>
  !claim.withdrawnOn && (claim.invoiceStatus === 'Pending' || claim.invoiceStatus === 'Rejected');

/** The claims tab (the claim centre): the firm's overview with total, chart and export, or a creditor's own claims. */
export function ClaimCentre({ side, caseId, claimsDeadline }: ClaimCentreProps) {
  const { t, i18n } = useTranslation('tabs');
  const userType = useAuthStore(selectUserType);
  const access = tabAccess(side, userType);
  const firm = access.canManageClaimStatus;
  const bases = useClaimBases(true);
  const { query, setQuery, search, page, setPage } = useListSearch();
  const [status, setStatus] = useState<ClaimStatusFilter>('all');
  const [time, setTime] = useState<TimeFilter>('all');
  const [deadline, setDeadline] = useState<DeadlineFilter>('all');
  const filters = { search, status, time, deadline };
  const filtered = isFiltered(filters);
  /** A filter the chart follows is on: it shows, though nothing may match; else only once the case has claims. */
  const narrowed = isFiltered({ ...filters, status: 'all' });
  // One page from the server, with the firm's total and chart summed there.
  const { claims, total, totals, loading, current } = useClaimPage(side, caseId, filters, page);
  const reload = useReloadClaims(caseId);
  const readAllClaims = useAllClaims(side, caseId);
  const dialog = useEditDialog<Claim>(() => void reload());
  const [viewing, setViewing] = useState<Claim | null>(null);
  const [statusOf, setStatusOf] = useState<Claim | null>(null);
  const [stepsOf, setStepsOf] = useState<Claim | null>(null);
  const deleteClaim = useDeleteClaim(caseId);
  /** While the export reads its pages: how many claims are read of how many (thousands on a case). */
  const [exported, setExported] = useState<{ read: number; total: number } | null>(null);
  const exporting = exported !== null;
  // The deadline filter once the server marks claims late or in time, kept while a filter empties the page.
  const [deadlineKnown, setDeadlineKnown] = useState(false);
  if (!deadlineKnown && claims.some((claim) => claim.isLate !== undefined)) setDeadlineKnown(true);

  const changed = useTabPaging(page, setPage, total, current);
  const basisLabel = (value: string) => bases.find((basis) => basis.keyValue === value)?.label ?? value;
  const mode: ClaimDialogMode = firm ? 'firm' : isDebtCollector(userType) ? 'debtCollector' : 'creditor';

  const save = (claim: Claim) =>
    downloadToFile(
      () => download(downloadClaimFile, { fileName: claim.invoiceDocumentResponse.invoiceFullName }),
      (serverName) => claim.invoiceDocumentResponse.invoiceName || serverName,
      t('tabs.claims.toast.downloaded'),
      'tabs.claims.toast.downloadFailed',
    );

  const saveReceipt = (claim: Claim) =>
    downloadToFile(
      () => download(downloadClaimReceipt, { invoiceId: claim.invoiceId }),
      (serverName) => serverName || `receipt-${claim.claimNumber ?? claim.invoiceId}.pdf`,
      t('tabs.claims.toast.receiptDownloaded'),
      'tabs.claims.toast.receiptFailed',
    );

  const deletion = useDeleteQuestion<Claim>(
    (claim, done) => deleteClaim.mutate({ query: { invoiceId: claim.invoiceId } }, { onSuccess: done }),
    t('tabs.claims.toast.deleted'),
  );

  /** Every claim under the filters, not just the page: read from the server page by page, then written. */
  const exportCsv = async () => {
    setExported({ read: 0, total });
    try {
      const all = await readAllClaims(filters, (read, of) => setExported({ read, total: of }));
      const date = formatDate(new Date()).replace(/\//g, '-');
      saveFile(
        new Blob([claimsCsv(all, t)], { type: 'text/csv;charset=utf-8' }),
        t('tabs.claims.csv.fileName', { date }),
      );
      toast.success(t('tabs.claims.toast.exported'));
    } catch (error) {
      reportError(error, 'tabs.claims.toast.exportFailed');
    } finally {
      setExported(null);
    }
  };

  const menuFor = (claim: Claim) => [
    { key: 'view', label: t('tabs.actions.viewDetails'), onClick: () => setViewing(claim) },
    { key: 'download', label: t('tabs.actions.download'), onClick: () => void save(claim) },
    // The receipt exists only where the server numbers claims.
    ...(claim.claimNumber
      ? [{ key: 'receipt', label: t('tabs.claims.receipt'), onClick: () => void saveReceipt(claim) }]
      : []),
    // The state and timeline exist only where the server numbers claims.
    ...(claim.claimNumber
      ? [{ key: 'steps', label: t('tabs.claims.steps.open'), onClick: () => setStepsOf(claim) }]
      : []),
    ...(firm && !claim.withdrawnOn
      ? [{ key: 'status', label: t('tabs.claims.updateStatus'), onClick: () => setStatusOf(claim) }]
      : []),
    ...(access.canFileOwnClaims && changeable(claim)
      ? [{ key: 'edit', label: t('tabs.actions.edit'), onClick: () => dialog.start(claim) }]
      : []),
    ...(access.canDeleteClaims && (firm || changeable(claim))
      ? [{ key: 'delete', label: t('tabs.actions.delete'), danger: true, onClick: () => deletion.ask(claim) }]
      : []),
  ];

  return (
    <section className="case-tabs" aria-label={t('tabs.claims.title')}>
      <Toolbar searchLabel={t('tabs.claims.search')} search={query} onSearch={setQuery}>
        {firm ? <TimeFilterSelect value={time} onChange={changed(setTime)} /> : null}
        <FilterSelect
          label={t('tabs.claims.statusFilter.label')}
          value={status}
          onChange={changed(setStatus)}
          options={[
            { value: 'all', label: t('tabs.claims.statusFilter.all') },
            ...CLAIM_STATUSES.map((value) => ({ value, label: t(`tabs.claims.status.${value}`) })),
          ]}
        />
        {deadlineKnown ? (
          <FilterSelect
            label={t('tabs.claims.deadlineFilter.label')}
            value={deadline}
            onChange={changed(setDeadline)}
            options={(['all', 'late', 'onTime'] as const).map((value) => ({
              value,
              label: t(`tabs.claims.deadlineFilter.${value}`),
            }))}
          />
        ) : null}
        <span className="case-tabs__spacer" />
        {firm && totals ? (
          <output className="case-tabs__total" aria-label={t('tabs.claims.total')}>
            {t('tabs.claims.total')}: {formatSek(totals.claimAmount)} (
            {t('tabs.claims.count', { count: totals.count })})
          </output>
        ) : null}
        {firm && totals ? (
          <output className="case-tabs__total" aria-label={t('tabs.claims.approvedTotal')}>
            {t('tabs.claims.approvedTotal')}: {formatSek(totals.approvedAmount)}
          </output>
        ) : null}
        {firm ? (
          <Button
            onClick={() => void exportCsv()}
            loading={exporting}
            aria-busy={exporting}
            disabled={total === 0}
          >
            {t('tabs.claims.export')}
          </Button>
        ) : null}
        {exported ? (
          <output aria-live="polite">
            {t('tabs.claims.exportProgress', {
              read: exported.read.toLocaleString(i18n.language),
              total: exported.total.toLocaleString(i18n.language),
            })}
          </output>
        ) : null}
        {firm ? <ClaimsRegisterMenu caseId={caseId} /> : null}
        {firm || access.canFileOwnClaims ? (
          <Button type="primary" onClick={() => dialog.start(null)}>
            {t(firm ? 'tabs.claims.register' : 'tabs.claims.new')}
          </Button>
        ) : null}
      </Toolbar>

      {firm && totals && (narrowed || totals.byStatus.some((entry) => entry.count > 0)) ? (
        <ClaimsChart
          data={totals.byStatus}
          approved={sumAmounts(totals.byStatus.map((entry) => entry.approvedAmount))}
        />
      ) : null}

      <RegisterVersions caseId={caseId} firm={firm} />

      <TabList area="claims" list={{ items: claims, total, filtered, loading }} page={[page, setPage]}>
        {(claim) => (
          <ClaimItem
            key={claim.invoiceId}
            claim={claim}
            firm={firm}
            userType={userType}
            menu={menuFor(claim)}
          />
        )}
      </TabList>

      <ClaimDialog
        {...dialog.props}
        mode={mode}
        caseId={caseId}
        bases={bases}
        claimsDeadline={claimsDeadline}
      />
      <ClaimDetailsDialog
        claim={viewing}
        side={side}
        basisLabel={basisLabel}
        onDownload={(claim) => void save(claim)}
        onClose={() => setViewing(null)}
      />
      <StatusDialog caseId={caseId} claim={statusOf} onClose={() => setStatusOf(null)} />
      <ClaimStepsDialog
        claim={stepsOf}
        side={firm ? 'lawfirm' : 'creditor'}
        onClose={() => setStepsOf(null)}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('tabs.claims.delete.title', {
          name: deletion.deleting?.invoiceDocumentResponse.invoiceName ?? '',
        })}
        text={t('tabs.claims.delete.text')}
        confirmLabel={t('tabs.actions.delete')}
        danger
        busy={deleteClaim.isPending}
      />
    </section>
  );
}
