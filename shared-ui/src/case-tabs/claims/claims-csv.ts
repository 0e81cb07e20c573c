import type { Invoice } from 'shared-api';
import { formatDate } from 'shared-ui/light';
import { totalOf } from './claim-rows';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The UTF-8 byte order mark: without it Excel reads å, ä, ö as mojibake. */
export const BOM = '\uFEFF';

/**
 * CSV injection (OWASP, issue 12 §4): a spreadsheet runs a cell that starts with =, +, -, @, a tab or a
 * carriage return as a formula (=HYPERLINK(...), +cmd|...). Such a cell starts with ' instead, which
 * Excel and LibreOffice show as text.
 */
const neutralise = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const quoted = (value: string): string => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const cell = (value: string): string => quoted(neutralise(value));

/** "12500.50" -> "12500,50": a number Swedish Excel reads as one (no thousands separator). */
const excelAmount = (amount: string) => amount.replace('.', ',');

/**
 * The claims as CSV for Swedish Excel: UTF-8 with a BOM, `;` between fields
 * (the comma is the decimal sign), CRLF lines, a header row and a total row.
 */
export function claimsCsv(invoices: readonly Invoice[], t: Translate): string {
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
  const rows = invoices.map((invoice) => [
    invoice.invoiceDocumentResponse.invoiceName,
    t(`tabs.claims.status.${invoice.invoiceStatus}`),
    excelAmount(invoice.claimAmount),
    invoice.creditorName,
    invoice.creditorCompanyOrgNr,
    invoice.claimBasis,
    invoice.claimRefernce ?? '',
    t(invoice.claimPriorityRight ? 'tabs.claims.csv.yes' : 'tabs.claims.csv.no'),
    formatDate(invoice.createdOn).replace(/\//g, '-'),
    invoice.isCreatedByLawFirm ? (invoice.lawFirmName ?? invoice.createdBy) : invoice.createdBy,
    invoice.debtCollectorName ?? '',
    invoice.invoiceDocumentResponse.invoicecomment ?? '',
  ]);
  const total = [
    t('tabs.claims.csv.total'),
    '',
    excelAmount(totalOf(invoices)),
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
    [header, ...rows, total].map((row) => row.map((value) => cell(value)).join(';')).join('\r\n') +
    '\r\n'
  );
}
