import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  call,
  deleteInvoice,
  download,
  downloadInvoice,
  downloadInvoiceReceipt,
  type Invoice,
  selectUserType,
  useAuthStore,
} from 'shared-api';
import { formatDate, formatSek, toast } from 'shared-ui/light';
import '../case-tabs.css';
import { ConfirmDialog } from '../../dialogs/confirm-dialog';
import { FilterSelect } from '../../form/filter-select';
import { useEditDialog } from '../edit-dialog';
import { reportError } from '../feedback';
import { downloadToFile, saveFile } from '../save-file';
import { type TabSide, tabAccess } from '../tab-access';
import { TabList } from '../tab-list';
import type { TimeFilter } from '../time-filter';
import { TimeFilterSelect } from '../time-filter-select';
import { Toolbar } from '../toolbar';
import { ClaimDetailsDialog } from './claim-details-dialog';
import { ClaimDialog, type ClaimDialogMode } from './claim-dialog';
import { ClaimItem } from './claim-item';
import {
  amountsByStatus,
  approvedTotalOf,
  CLAIM_STATUSES,
  type ClaimStatusFilter,
  type DeadlineFilter,
  filterClaims,
  totalOf,
} from './claim-rows';
import { ClaimsChart } from './claims-chart';
import { claimsCsv } from './claims-csv';
import { ClaimsRegisterMenu } from './claims-register-menu';
import { StatusDialog } from './status-dialog';
import { useClaimBases } from './use-claim-bases';
import { useClaims } from './use-claims';

export type ClaimCentreProps = {
  side: TabSide;
  caseId: number;
  /** Issue 16 §1: the case's claims deadline, shown in the claim dialog. */
  claimsDeadline?: string | null;
};

/** Decided claims stay as the trustee decided (DECISIONS): a creditor changes only Pending or Rejected ones. */
const changeable = (claim: Invoice) =>
  claim.invoiceStatus === 'Pending' || claim.invoiceStatus === 'Rejected';

/** The invoices tab (spec 2 §2 Claim centre): the firm's overview with total, chart and export, or a creditor's own claims. */
export function ClaimCentre({ side, caseId, claimsDeadline }: ClaimCentreProps) {
  const { t } = useTranslation('tabs');
  const userType = useAuthStore(selectUserType);
  const access = tabAccess(side, userType);
  const firm = access.canManageClaimStatus;
  const { claims, loading, reload } = useClaims(side, caseId);
  const bases = useClaimBases(true);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ClaimStatusFilter>('all');
  const [time, setTime] = useState<TimeFilter>('all');
  const [deadline, setDeadline] = useState<DeadlineFilter>('all');
  const [page, setPage] = useState(1);
  const dialog = useEditDialog<Invoice>(() => void reload());
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const [statusOf, setStatusOf] = useState<Invoice | null>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [busy, setBusy] = useState(false);

  const visible = useMemo(
    () => filterClaims(claims, { search, status, time, deadline }),
    [claims, search, status, time, deadline],
  );
  const chartData = useMemo(
    () => amountsByStatus(filterClaims(claims, { search, status: 'all', time, deadline })),
    [claims, search, time, deadline],
  );
  const approvedTotal = useMemo(
    () => approvedTotalOf(filterClaims(claims, { search, status: 'all', time, deadline })),
    [claims, search, time, deadline],
  );
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const basisLabel = (value: string) => bases.find((basis) => basis.keyValue === value)?.label ?? value;
  const mode: ClaimDialogMode = firm ? 'firm' : userType === 'D' ? 'debtCollector' : 'creditor';

  const save = (claim: Invoice) =>
    downloadToFile(
      () => download(downloadInvoice, { fileName: claim.invoiceDocumentResponse.invoiceFullName }),
      (serverName) => claim.invoiceDocumentResponse.invoiceName || serverName,
      t('tabs.claims.toast.downloaded'),
      'tabs.claims.toast.downloadFailed',
    );

  const saveReceipt = (claim: Invoice) =>
    downloadToFile(
      () => download(downloadInvoiceReceipt, { invoiceId: claim.invoiceId }),
      (serverName) => serverName || `receipt-${claim.claimNumber ?? claim.invoiceId}.pdf`,
      t('tabs.claims.toast.receiptDownloaded'),
      'tabs.claims.toast.receiptFailed',
    );

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await call(deleteInvoice, { query: { invoiceId: deleting.invoiceId } });
      toast.success(t('tabs.claims.toast.deleted'));
      setDeleting(null);
      await reload();
    } catch (error) {
      reportError(error, 'tabs.claims.toast.deleteFailed');
    } finally {
      setBusy(false);
    }
  };

  const exportCsv = () => {
    const date = formatDate(new Date()).replace(/\//g, '-');
    saveFile(
      new Blob([claimsCsv(visible, t)], { type: 'text/csv;charset=utf-8' }),
      t('tabs.claims.csv.fileName', { date }),
    );
    toast.success(t('tabs.claims.toast.exported'));
  };

  const menuFor = (claim: Invoice) => [
    { key: 'view', label: t('tabs.actions.viewDetails'), onClick: () => setViewing(claim) },
    { key: 'download', label: t('tabs.actions.download'), onClick: () => void save(claim) },
    // The receipt exists only where the server numbers claims (issue 16 §2).
    ...(claim.claimNumber
      ? [{ key: 'receipt', label: t('tabs.claims.receipt'), onClick: () => void saveReceipt(claim) }]
      : []),
    ...(firm
      ? [{ key: 'status', label: t('tabs.claims.updateStatus'), onClick: () => setStatusOf(claim) }]
      : []),
    ...(access.canFileOwnClaims && changeable(claim)
      ? [{ key: 'edit', label: t('tabs.actions.edit'), onClick: () => dialog.start(claim) }]
      : []),
    ...(access.canDeleteClaims && (firm || changeable(claim))
      ? [{ key: 'delete', label: t('tabs.actions.delete'), danger: true, onClick: () => setDeleting(claim) }]
      : []),
  ];

  return (
    <section className="case-tabs" aria-label={t('tabs.claims.title')}>
      <Toolbar searchLabel={t('tabs.claims.search')} search={search} onSearch={changed(setSearch)}>
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
        {claims.some((claim) => claim.isLate !== undefined) ? (
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
        {firm ? (
          <output className="case-tabs__total" aria-label={t('tabs.claims.total')}>
            {t('tabs.claims.total')}: {formatSek(totalOf(visible))} (
            {t('tabs.claims.count', { count: visible.length })})
          </output>
        ) : null}
        {firm ? (
          <output className="case-tabs__total" aria-label={t('tabs.claims.approvedTotal')}>
            {t('tabs.claims.approvedTotal')}: {formatSek(approvedTotalOf(visible))}
          </output>
        ) : null}
        {firm ? (
          <Button onClick={exportCsv} disabled={visible.length === 0}>
            {t('tabs.claims.export')}
          </Button>
        ) : null}
        {firm ? <ClaimsRegisterMenu caseId={caseId} /> : null}
        {firm || access.canFileOwnClaims ? (
          <Button type="primary" onClick={() => dialog.start(null)}>
            {t(firm ? 'tabs.claims.register' : 'tabs.claims.new')}
          </Button>
        ) : null}
      </Toolbar>

      {firm && claims.length > 0 ? <ClaimsChart data={chartData} approved={approvedTotal} /> : null}

      <TabList area="claims" list={{ all: claims, visible, loading }} page={[page, setPage]}>
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
      <StatusDialog claim={statusOf} onClose={() => setStatusOf(null)} onDone={() => void reload()} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('tabs.claims.delete.title', { name: deleting?.invoiceDocumentResponse.invoiceName ?? '' })}
        text={t('tabs.claims.delete.text')}
        confirmLabel={t('tabs.actions.delete')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
