import * as api from '../contract';
import { accountSamples } from './account-samples';
import {
  sampleCase,
  sampleCaseCreditor,
  sampleCaseStatuses,
  sampleCollectorInvoice,
  sampleCreditor,
  sampleDocument,
  sampleDraftDocument,
  sampleInvoice,
  sampleLawFirm,
  sampleLawFirmUser,
  sampleOtherCase,
  sampleOtherCreditor,
  sampleOtherLawFirm,
  sampleReceivedMessage,
  sampleSectors,
  sampleSelectedCase,
  sampleSentMessage,
} from './fixtures';
import { type Sample, sample } from './sample';
import { caseHistorySamples } from './samples-case-history';
import { claimsRegisterSamples } from './samples-claims-register';
import { invitationSamples } from './samples-invitations';
import { messageCountSamples } from './samples-messages';
import { representativeSamples } from './samples-representatives';
import { makeTestToken } from './tokens';

export type { Sample };

const caseBody = {
  debtorName: 'Byggfirma Åkesson AB',
  debtorOrgnr: '556677-8899',
  lawFirmId: 1,
  court: 'Stockholms tingsrätt',
  dateDecision: '2026-03-14',
  knr: 'K 1234-26',
  lawyerName: 'Anna Berg',
  managerName: 'Ulf Lind',
  administratorName: 'Sofia Öberg',
  administratorEmail: 'sofia.oberg@nordlaw.demo',
  lawfirmName: 'Nordlaw Advokatbyrå',
  caseNotes: 'Bevakningsförfarande pågår.',
  debtorSectorId: 6,
  status: 2,
  isAllowCreditorNotification: true,
} satisfies api.AddCaseBody;

const firmQuery = {
  LawfirmName: 'Nordlaw Advokatbyrå',
  LawFirmOffices: 'Stockholm; Göteborg',
  LawfirmContactName: 'Anna Berg',
  LawfirmContactEmail: 'anna.berg@nordlaw.demo',
  Password: 'Demo1234!',
  LawfirmUrl: 'https://nordlaw.se',
  LawfirmNotes: 'Konkursförvaltning och rekonstruktion.',
  CreatedBy: 'admin@portal.demo',
  ColorCode: '#1F5F8B',
} satisfies api.AddLawFirmQuery;

const profile = {
  creditorName: sampleCreditor.creditorName,
  creditorEmaill: sampleCreditor.creditorEmaill,
  creditrorCompanyName: sampleCreditor.creditrorCompanyName,
  creditorCompanyOrgNr: sampleCreditor.creditorCompanyOrgNr,
  creditorType: sampleCreditor.creditorType,
  creditorStreet: sampleCreditor.creditorStreet,
  creditorPostNumber: sampleCreditor.creditorPostNumber,
  creditorTown: sampleCreditor.creditorTown,
  creditorCountry: sampleCreditor.creditorCountry,
};

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

const messages = { sentList: [sampleSentMessage], inboxList: [sampleReceivedMessage] };

export const samples = {
  health: sample(api.health, { data: { status: 'ok', database: 'pglite', version: '0.1.0' } }),
  lawFirmLogin: sample(api.lawFirmLogin, {
    body: { EmalId: 'anna.berg@nordlaw.demo', password: 'Demo1234!' },
    data: {
      token: makeTestToken(),
      userType: 'A',
      creditorId: null,
      lawFirmId: 1,
      email: 'anna.berg@nordlaw.demo',
    },
    message: 'Login successful',
  }),
  creditorLogin: sample(api.creditorLogin, {
    body: { emalId: 'leverantor@creditor.demo', password: 'Demo1234!' },
    data: {
      token: makeTestToken({
        userType: 'C',
        lawFirmId: null,
        creditorId: 4,
        email: 'leverantor@creditor.demo',
      }),
      userType: 'C',
      creditorId: 4,
      lawFirmId: null,
      email: 'leverantor@creditor.demo',
    },
    message: 'Login successful',
  }),

  // Cases
  addCase: sample(api.addCase, {
    body: caseBody,
    data: { caseId: 11 },
    message: 'Case created successfully',
  }),
  getCases: sample(api.getCases, {
    query: { lawFirmId: 1 },
    data: {
      casesResponses: [sampleCase, sampleOtherCase],
      caseStatusResponses: sampleCaseStatuses,
      caseSectorIndustryResponses: sampleSectors,
    },
  }),
  getCaseById: sample(api.getCaseById, { query: { caseId: 11 }, data: sampleCase }),
  updateCase: sample(api.updateCase, {
    body: { ...caseBody, caseId: 11, status: 3 },
    data: { ...sampleCase, status: 3, statusName: 'Phase 3' },
    message: 'Case updated successfully',
  }),
  deleteCase: sample(api.deleteCase, {
    query: { caseId: 12 },
    data: null,
    message: 'Case deleted successfully',
  }),
  getAllCases: sample(api.getAllCases, {
    query: { page: 1, pageSize: 5, search: 'åkesson' },
    data: { casesResponses: [{ ...sampleCase, caseNotes: null, administratorEmail: null }], totalCount: 1 },
  }),
  getCaseCreditors: sample(api.getCaseCreditors, {
    query: { caseId: 11 },
    data: {
      caseCreditorListRponse: [
        sampleCaseCreditor,
        { creditorCasesId: 22, caseId: 11, creditorResponse: sampleOtherCreditor },
      ],
    },
  }),

  // Law firms and their users
  addLawFirm: sample(api.addLawFirm, {
    query: firmQuery,
    data: { lawFirmId: 1 },
    message: 'Lawfirm created successfully',
  }),
  updateLawFirm: sample(api.updateLawFirm, {
    query: { ...firmQuery, LawFirmId: 1, Password: '', LawFirmOffices: 'Stockholm; Göteborg; Malmö' },
    data: {
      ...sampleLawFirm,
      officeList: [...sampleLawFirm.officeList, { lawFirmOfficeId: 4, lawfirmOffice: 'Malmö' }],
    },
    message: 'Lawfirm updated successfully',
  }),
  getLawFirms: sample(api.getLawFirms, { query: {}, data: [sampleLawFirm, sampleOtherLawFirm] }),
  getLawFirmById: sample(api.getLawFirmById, { query: { lawFirmId: 1 }, data: sampleLawFirm }),
  deleteLawFirm: sample(api.deleteLawFirm, {
    query: { LawFirmId: 2 },
    data: null,
    message: 'LawFirm deleted successfully',
  }),
  getLawFirmUsers: sample(api.getLawFirmUsers, {
    query: { lawFirmId: 1 },
    data: {
      lawFirmUserList: [
        {
          ...sampleLawFirmUser,
          lawFirmUserId: 2,
          lawfirmUserName: 'Anna Berg',
          lawfirmUserEmail: 'anna.berg@nordlaw.demo',
          lawFirmUserOffices: sampleLawFirm.officeList,
          userType: 'A',
        },
        sampleLawFirmUser,
      ],
    },
  }),
  addLawFirmUser: sample(api.addLawFirmUser, {
    body: {
      lawFirmId: 1,
      lawfirmUserName: 'Ulf Lind',
      LawfirmUserEmail: 'ulf.lind@nordlaw.demo',
      Password: 'Demo1234!',
      lawFirmUserOffices: [{ lawFirmOfficeId: 2 }],
    },
    data: { lawFirmUserId: 3 },
    message: 'User created successfully',
  }),
  updateLawFirmUser: sample(api.updateLawFirmUser, {
    body: {
      lawFirmUserId: 3,
      lawFirmId: 1,
      lawfirmUserName: 'Ulf Lind',
      LawfirmUserEmail: 'ulf.lind@nordlaw.demo',
      Password: '',
      lawFirmUserOffices: [{ lawFirmOfficeId: 1 }, { lawFirmOfficeId: 2 }],
    },
    data: { ...sampleLawFirmUser, lawFirmUserOffices: sampleLawFirm.officeList },
    message: 'User updated successfully',
  }),
  deleteLawFirmUser: sample(api.deleteLawFirmUser, {
    query: { lawFirmUserId: 3 },
    data: null,
    message: 'User deleted successfully',
  }),

  // Creditors
  creditorSignup: sample(api.creditorSignup, {
    body: {
      creditorName: 'Leverantören AB',
      creditorEmaill: 'leverantor@creditor.demo',
      creditorPsw: 'Demo1234!',
      creditrorCompanyName: 'Leverantören AB',
      creditorCompanyOrgNr: '556123-4567',
      creditorType: 'Vendor',
      isDebtCollector: false,
      creditorStreet: 'Storgatan 12',
      creditorPostNumber: '114 51',
      creditorTown: 'Stockholm',
      creditorCountry: 'Sverige',
    },
    data: { creditorId: null, creditorEmaill: 'leverantor@creditor.demo' },
    message: 'Check your e-mail to continue',
  }),
  verifyOtp: sample(api.verifyOtp, {
    body: { email: 'leverantor@creditor.demo', otp: '482913' },
    data: null,
  }),
  resendOtp: sample(api.resendOtp, { body: { email: 'leverantor@creditor.demo' }, data: null }),
  getCreditors: sample(api.getCreditors, {
    query: {},
    // As a debt collector sees them (issue 11): an approved creditor in full, a pending one by name only.
    data: {
      creditorList: [
        { ...sampleCreditor, representation: 'Approved' },
        {
          creditorId: sampleOtherCreditor.creditorId,
          creditorName: sampleOtherCreditor.creditorName,
          creditorCompanyOrgNr: sampleOtherCreditor.creditorCompanyOrgNr,
          representation: 'Pending',
        },
      ],
    },
  }),
  getCreditorProfile: sample(api.getCreditorProfile, { query: { creditorId: 4 }, data: sampleCreditor }),
  updateCreditorProfile: sample(api.updateCreditorProfile, {
    body: {
      ...profile,
      creditorId: 4,
      creditorTown: 'Södertälje',
      creditorPsw: 'Demo1234!',
      creditorNewPsw: 'Nytt2026!',
    },
    data: { ...sampleCreditor, creditorTown: 'Södertälje' },
    message: 'Profile updated successfully',
  }),
  selectCases: sample(api.selectCases, {
    body: { creditorId: 4, lawFirmId: 1, caseList: [11, 12] },
    data: null,
    message: 'Cases selected successfully',
  }),
  getSelectedCases: sample(api.getSelectedCases, {
    query: { creditorId: 4 },
    data: {
      creditorCaseList: [
        sampleSelectedCase,
        {
          ...sampleSelectedCase,
          caseId: 12,
          creditorCasesId: 23,
          debtorName: 'Café Älvsjö Handelsbolag',
          isAllowCreditorNotification: false,
        },
      ],
    },
  }),
  debtCollectorMapping: sample(api.debtCollectorMapping, {
    body: { debtCollectorId: 6, creditorIdList: [4, 5] },
    data: null,
    message: 'Request sent to the creditor for approval',
  }),
  getDebtCollectorMapping: sample(api.getDebtCollectorMapping, {
    query: { DebtCollectorId: 6 },
    data: { creditorList: [sampleCreditor, sampleOtherCreditor] },
  }),

  // Messages
  creditorSendMessage: sample(api.creditorSendMessage, {
    body: {
      creditorCasesId: 21,
      caseId: 11,
      notification: 'Vi har skickat in vår fordringsanmälan. Vänliga hälsningar, Leverantören AB',
    },
    data: { notificationId: 33 },
    message: 'Message sent successfully',
  }),
  creditorGetMessages: sample(api.creditorGetMessages, {
    query: { creditorCasesId: 21 },
    data: {
      sentList: [
        { ...sampleSentMessage, notificationId: 32, creditorNameList: [], sendByName: 'Leverantören AB' },
      ],
      inboxList: [
        {
          ...sampleReceivedMessage,
          notificationId: 31,
          notificationToId: 40,
          creditorName: null,
          lawfirmName: 'Nordlaw Advokatbyrå',
        },
      ],
    },
  }),
  creditorEditMessage: sample(api.creditorEditMessage, {
    body: { notificationId: 32, notification: 'Rättelse: fakturan gäller 48 900 kr inklusive moms.' },
    data: null,
    message: 'Message updated successfully',
  }),
  creditorSetMessageRead: sample(api.creditorSetMessageRead, { query: { notificationToId: 40 }, data: null }),
  creditorDeleteMessage: sample(api.creditorDeleteMessage, {
    body: { notificationId: 32, notificationToId: 41 },
    data: null,
    message: 'Notification deleted successfully',
  }),
  lawFirmSendMessage: sample(api.lawFirmSendMessage, {
    body: {
      isSendToAll: false,
      creditorCasesIdList: [21, 22],
      caseId: 11,
      notification: sampleSentMessage.notification,
    },
    data: { notificationId: 31 },
    message: 'Message sent successfully',
  }),
  lawFirmGetMessages: sample(api.lawFirmGetMessages, { query: { caseId: 11 }, data: messages }),
  lawFirmSetMessageRead: sample(api.lawFirmSetMessageRead, { query: { notificationToId: 41 }, data: null }),
  lawFirmEditMessage: sample(api.lawFirmEditMessage, {
    body: { notificationId: 31, notification: 'Hej! Bevakningsdagen är flyttad till den 15 maj.' },
    data: null,
    message: 'Message updated successfully',
  }),
  lawFirmDeleteMessage: sample(api.lawFirmDeleteMessage, {
    body: { notificationId: 31 },
    data: null,
    message: 'Notification deleted successfully',
  }),

  // Documents
  uploadDocument: sample(api.uploadDocument, {
    query: {
      SendByLawFirmId: 1,
      SendToCasesId: 11,
      Comment: 'Förvaltarberättelse enligt 7 kap. 15 § konkurslagen.',
    },
    data: { ...sampleDocument, status: 'Draft' },
    message: 'Document uploaded successfully',
  }),
  getDocuments: sample(api.getDocuments, {
    query: { caseId: 11, page: 1, pageSize: 10 },
    data: { caseDocumenListt: [sampleDocument, sampleDraftDocument], totalCount: 2 },
  }),
  downloadDocument: sample(api.downloadDocument, {
    query: { fileName: sampleDocument.documentFullName },
    data: null,
    file: {
      fileName: sampleDocument.documentName,
      contentType: 'application/pdf',
      content: '%PDF-1.7\n%âãÏÓ\n',
    },
  }),
  deleteDocument: sample(api.deleteDocument, {
    query: { documentId: 52 },
    data: null,
    message: 'Document deleted successfully',
  }),
  editDocument: sample(api.editDocument, {
    query: { documentId: 52, SendByLawFirmId: 1, Comment: 'Uppdaterad bouppteckning.' },
    data: { ...sampleDraftDocument, comment: 'Uppdaterad bouppteckning.' },
    message: 'Document edited successfully',
  }),
  changeDocumentStatus: sample(api.changeDocumentStatus, {
    body: { documentId: 52, status: 'Published' },
    data: null,
    message: 'Document status updated successfully',
  }),

  // Claims
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
  ...accountSamples,
  ...representativeSamples,
  ...messageCountSamples,
  ...caseHistorySamples,
  ...claimsRegisterSamples,
  ...invitationSamples,
} satisfies Record<string, Sample>;

export type SampleName = keyof typeof samples;

/** Every sample as a list (one per endpoint of the contract). */
export const allSamples: readonly Sample[] = Object.values(samples) as readonly Sample[];
