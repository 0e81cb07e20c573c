import * as api from '../contract';
import { sampleClaim, sampleCollectorClaim } from './fixtures';
import { sample } from './sample';

const claimForm = {
  CaseId: '11',
  CreditorId: '4',
  IsCreatedByLawFirm: 'false',
  InvoiceStatus: 'Pending',
  ClaimAmount: '48 900,00',
  ClaimBasis: 'SupplierInvoice',
  ClaimPriorityRight: 'false',
  ClaimRefernce: 'Faktura 2026-0117',
  Invoicecomment: 'Byggmaterial levererat 2026-02-12.',
  DebtByDebtCollector: 'false',
} satisfies api.AddClaimBody;

/** The samples of the claim calls, spread into `samples`. */
export const claimSamples = {
  getClaimBases: sample(api.getClaimBases, {
    data: {
      keyValueList: [
        { keyName: 'ClaimBasis', keyValue: 'SupplierInvoice', label: 'Supplier invoice' },
        { keyName: 'ClaimBasis', keyValue: 'Wages', label: 'Wages' },
        { keyName: 'ClaimBasis', keyValue: 'Taxes', label: 'Taxes' },
        { keyName: 'ClaimBasis', keyValue: 'Rent', label: 'Rent' },
        { keyName: 'ClaimBasis', keyValue: 'Loan', label: 'Loan' },
        { keyName: 'ClaimBasis', keyValue: 'Damages', label: 'Damages' },
        { keyName: 'ClaimBasis', keyValue: 'Other', label: 'Other' },
      ],
    },
  }),
  addClaim: sample(api.addClaim, {
    body: claimForm,
    data: sampleClaim,
    message: 'Invoice added successfully',
  }),
  updateClaim: sample(api.updateClaim, {
    body: { ...claimForm, InvoiceId: '61', ClaimAmount: '49 150,75' },
    data: { ...sampleClaim, claimAmount: '49150.75' },
    message: 'Invoice updated successfully',
  }),
  lawFirmGetClaims: sample(api.lawFirmGetClaims, {
    query: { caseId: 11 },
    data: { invoiceList: [sampleClaim, sampleCollectorClaim] },
  }),
  creditorGetClaims: sample(api.creditorGetClaims, {
    body: { caseId: 11, creditorId: 4 },
    data: { invoiceList: [sampleClaim] },
  }),
  downloadClaimFile: sample(api.downloadClaimFile, {
    query: { fileName: sampleClaim.invoiceDocumentResponse.invoiceFullName },
    data: null,
    file: {
      fileName: sampleClaim.invoiceDocumentResponse.invoiceName,
      contentType: 'application/pdf',
      content: '%PDF-1.7\n',
    },
  }),
  downloadClaimReceipt: sample(api.downloadClaimReceipt, {
    query: { invoiceId: sampleClaim.invoiceId },
    data: null,
    file: {
      fileName: 'Mottagningsbevis K 1234-24 nr 3.pdf',
      contentType: 'application/pdf',
      content: '%PDF-1.3\n',
    },
  }),
  deleteClaim: sample(api.deleteClaim, {
    query: { invoiceId: 61 },
    data: null,
    message: 'Invoice deleted successfully',
  }),
  decideClaim: sample(api.decideClaim, {
    body: { invoiceId: 61, invoiceStatus: 'Approved' },
    data: null,
    message: 'Invoice updated successfully',
  }),
};
