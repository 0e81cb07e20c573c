import { type Claim, CSV_BOM, csvCell } from 'shared-api';
import { formatDate } from 'shared-ui/light';
import { totalOf } from './claim-rows';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The UTF-8 byte order mark: without it Excel reads å, ä, ö as mojibake. */
export const BOM = CSV_BOM;

/** "12500.50" -> "12500,50": a number Swedish Excel reads as one (no thousands separator). */
const excelAmount = (amount: string) => amount.replace('.', ',');

/**
 * The claims as CSV for Swedish Excel: UTF-8 with a BOM, `;` between fields
 * (the comma is the decimal sign), CRLF lines, a header row and a total row.
 */
export function claimsCsv(claims: readonly Claim[], t: Translate): string {
  const header = [
    'file',
    'status',
    'amount',
    'creditor',
    'orgNr',
    'basis',
    'reference',
    'priorityRight',
    'uploadedOn',
    'createdBy',
    'debtCollector',
    'comment',
  ].map((key) => t(`tabs.claims.csv.${key}`));
  const rows = claims.map((claim) => [
    claim.invoiceDocumentResponse.invoiceName,
    t(`tabs.claims.status.${claim.invoiceStatus}`),
    excelAmount(claim.claimAmount),
    claim.creditorName,
    claim.creditorCompanyOrgNr,
    claim.claimBasis,
    claim.claimRefernce ?? '',
    t(claim.claimPriorityRight ? 'tabs.claims.csv.yes' : 'tabs.claims.csv.no'),
    formatDate(claim.createdOn).replace(/\//g, '-'),
    claim.isCreatedByLawFirm ? (claim.lawFirmName ?? claim.createdBy) : claim.createdBy,
    claim.debtCollectorName ?? '',
    claim.invoiceDocumentResponse.invoicecomment ?? '',
  ]);
  const total = [
    t('tabs.claims.csv.total'),
    '',
    excelAmount(totalOf(claims)),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  return (
    BOM +
    [header, ...rows, total].map((row) => row.map((value) => csvCell(value)).join(';')).join('\r\n') +
    '\r\n'
  );
}
