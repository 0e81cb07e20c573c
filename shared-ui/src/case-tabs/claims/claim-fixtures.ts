import type { Invoice } from 'shared-api';

/** Claims and claim bases for the claim centre's component tests. */

export const claim = (
  id: number,
  name: string,
  status: Invoice['invoiceStatus'],
  amount: string,
  createdOn: string,
  extra: Partial<Invoice> = {},
): Invoice => ({
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
