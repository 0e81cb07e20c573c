import {
  type Claim,
  type ClaimTotals,
  creditorGetClaims,
  type DataOf,
  lawFirmGetClaims,
  sumAmounts,
} from 'shared-api';
import { handlerFor, type ResolverContext } from 'shared-api/testing';
import type { TabSide } from '../tab-access';
import { inPeriod, type TimeFilter } from '../time-filter';
import { approvedOf, CLAIM_STATUSES, totalOf } from './claim-rows';

/** Claims and claim bases for the claim centre's component tests, and a fake server of the claim lists. */

export const claim = (
  id: number,
  name: string,
  status: Claim['invoiceStatus'],
  amount: string,
  createdOn: string,
  extra: Partial<Claim> = {},
): Claim => ({
  invoiceId: id,
  caseId: 5,
  invoiceStatus: status,
  claimAmount: amount,
  claimBasis: 'SupplierInvoice',
  claimPriorityRight: false,
  claimRefernce: `REF-${id}`,
  createdOn,
  createdBy: 'Leverantören AB',
  isCreatedByLawFirm: false,
  lawFirmName: null,
  creditorName: 'Leverantören AB',
  creditorId: 7,
  creditorCompanyOrgNr: '556677-8899',
  debtCollectorName: null,
  debtByDebtCollector: false,
  debtCollectorId: null,
  invoiceDocumentResponse: {
    invoiceName: name,
    invoiceFullName: `stored-${id}.pdf`,
    invoicecomment: null,
    fileSize: 100,
  },
  ...extra,
});

export const recent = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
export const claims = [
  claim(1, 'Faktura 1001.pdf', 'Pending', '12500.50', recent),
  claim(2, 'Faktura 1002.pdf', 'Approved', '0.25', '2025-06-01T10:00:00Z'),
  claim(3, 'Hyra mars.xlsx', 'Paid', '8000.00', '2025-05-01T10:00:00Z', {
    debtCollectorName: 'Inkasso Norr AB',
    debtByDebtCollector: true,
  }),
];
export const bases = {
  keyValueList: [
    { keyName: 'ClaimBasis', keyValue: 'SupplierInvoice', label: 'Supplier invoice' },
    { keyName: 'ClaimBasis', keyValue: 'Rent', label: 'Rent' },
    { keyName: 'Other', keyValue: 'X', label: 'Not a basis' },
  ],
};

/** One call of a claim list as the fake server read it: its query (as sent) and its body (the creditor's). */
export type ClaimsRead = { query: Record<string, string>; body: unknown };

type ClaimList = DataOf<typeof lawFirmGetClaims>;

/** Count, claimed and approved amounts of some claims, as the server sums them. */
const amountsOf = (of: readonly Claim[]) => ({
  count: of.length,
  claimAmount: totalOf(of),
  approvedAmount: sumAmounts(of.map(approvedOf).filter((amount): amount is string => amount !== null)),
});

/**
 * Answers a claim list call as the server does: the claims whose file name or reference holds
 * `search`, filed in `period`, late or not (`isLate`), in `invoiceStatus`, newest first; with `page` and
 * `pageSize` that page, how many match and the totals (`byStatus`: every filter but the status). `all` may be
 * a function, read at each call (a list a test changes). Records each call in `reads`.
 */
export function claimPages(all: readonly Claim[] | (() => readonly Claim[]), reads: ClaimsRead[] = []) {
  return ({ url, body }: ResolverContext): ClaimList => {
    const query = Object.fromEntries(url.searchParams);
    reads.push({ query, body });
    const search = query.search?.toLowerCase() ?? '';
    const byFilters = (typeof all === 'function' ? all() : all)
      .filter((claim) =>
        [claim.invoiceDocumentResponse.invoiceName, claim.claimRefernce ?? ''].some((text) =>
          text.toLowerCase().includes(search),
        ),
      )
      .filter((claim) => inPeriod(claim.createdOn, (query.period ?? 'all') as TimeFilter))
      .filter((claim) => query.isLate === undefined || (claim.isLate ?? false) === (query.isLate === 'true'))
      .sort((a, b) => Date.parse(b.createdOn) - Date.parse(a.createdOn));
    const shown = byFilters.filter(
      (claim) => !query.invoiceStatus || claim.invoiceStatus === query.invoiceStatus,
    );
    if (!query.page && !query.pageSize) return { invoiceList: shown, totalCount: shown.length };
    const size = Number(query.pageSize ?? 10);
    const start = (Number(query.page ?? 1) - 1) * size;
    const totals: ClaimTotals = {
      ...amountsOf(shown),
      byStatus: CLAIM_STATUSES.map((status) => ({
        invoiceStatus: status,
        ...amountsOf(byFilters.filter((claim) => claim.invoiceStatus === status)),
      })),
    };
    return { invoiceList: shown.slice(start, start + size), totalCount: shown.length, totals };
  };
}

/** A handler of the side's claim list (the firm's GET, the creditor's POST) answering as `claimPages`. */
export const serveClaims = (
  side: TabSide,
  all: readonly Claim[] | (() => readonly Claim[]),
  reads: ClaimsRead[] = [],
) =>
  side === 'lawfirm'
    ? handlerFor(lawFirmGetClaims, claimPages(all, reads))
    : handlerFor(creditorGetClaims, claimPages(all, reads));
