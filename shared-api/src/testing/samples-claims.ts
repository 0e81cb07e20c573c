import * as api from '../contract';
import { sampleCollectorInvoice, sampleInvoice } from './fixtures';
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
} satisfies api.AddInvoiceBody;

/** The samples of the claim calls (spec 2 §3, §7), spread into `samples`. */
export const claimSamples = {
  getInvoiceKeyValues: sample(api.getInvoiceKeyValues, {
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
  addInvoice: sample(api.addInvoice, {
    body: claimForm,
    data: sampleInvoice,
    message: 'Invoice added successfully',
  }),
  updateInvoice: sample(api.updateInvoice, {
    body: { ...claimForm, InvoiceId: '61', ClaimAmount: '49 150,75' },
    data: { ...sampleInvoice, claimAmount: '49150.75' },
    message: 'Invoice updated successfully',
  }),
  lawFirmGetInvoices: sample(api.lawFirmGetInvoices, {
    query: { caseId: 11 },
    data: { invoiceList: [sampleInvoice, sampleCollectorInvoice] },
  }),
  creditorGetInvoices: sample(api.creditorGetInvoices, {
    body: { caseId: 11, creditorId: 4 },
    data: { invoiceList: [sampleInvoice] },
  }),
  downloadInvoice: sample(api.downloadInvoice, {
    query: { fileName: sampleInvoice.invoiceDocumentResponse.invoiceFullName },
    data: null,
    file: {
      fileName: sampleInvoice.invoiceDocumentResponse.invoiceName,
      contentType: 'application/pdf',
      content: '%PDF-1.7\n',
    },
  }),
  downloadInvoiceReceipt: sample(api.downloadInvoiceReceipt, {
    query: { invoiceId: sampleInvoice.invoiceId },
    data: null,
    file: {
      fileName: 'Mottagningsbevis K 1234-24 nr 3.pdf',
      contentType: 'application/pdf',
      content: '%PDF-1.3\n',
    },
  }),
  deleteInvoice: sample(api.deleteInvoice, {
    query: { invoiceId: 61 },
    data: null,
    message: 'Invoice deleted successfully',
  }),
  updateInvoiceStatus: sample(api.updateInvoiceStatus, {
    body: { invoiceId: 61, invoiceStatus: 'Approved' },
    data: null,
    message: 'Invoice updated successfully',
  }),
};
