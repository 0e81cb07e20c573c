import type { z } from 'zod';
import type {
  Case,
  CaseCreditor,
  CaseDocument,
  Claim,
  Creditor,
  caseSectorSchema,
  caseStatusSchema,
  LawFirm,
  LawFirmUser,
  ReceivedMessage,
  SelectedCase,
  SentMessage,
} from '../contract';

/**
 * Realistic wire entities (Swedish data, as the demo seed has them) for tests
 * and samples. Spread and override: `{ ...sampleCase, caseId: 12 }`.
 */

export const sampleLawFirm: LawFirm = {
  lawFirmId: 1,
  lawfirmName: 'Nordlaw Advokatbyrå',
  officeList: [
    { lawFirmOfficeId: 1, lawfirmOffice: 'Stockholm' },
    { lawFirmOfficeId: 2, lawfirmOffice: 'Göteborg' },
  ],
  lawfirmContactName: 'Anna Berg',
  lawfirmContactEmail: 'anna.berg@nordlaw.demo',
  lawfirmUrl: 'https://nordlaw.se',
  lawfirmNotes: 'Konkursförvaltning och rekonstruktion i Stockholm och Göteborg sedan 1998.',
  color: '#1F5F8B',
  logoFulllName: 'nordlaw-logotyp.png',
  logoPath: 'logo-1-7c1e2f.png',
  createdBy: 'admin@portal.demo',
  caseCount: 2,
};

export const sampleOtherLawFirm: LawFirm = {
  lawFirmId: 2,
  lawfirmName: 'Västjuristerna',
  officeList: [{ lawFirmOfficeId: 3, lawfirmOffice: 'Malmö' }],
  lawfirmContactName: 'Karin Ek',
  lawfirmContactEmail: 'karin.ek@vastjuristerna.demo',
  lawfirmUrl: 'vastjuristerna.se',
  lawfirmNotes: null,
  color: '#7A3E9D',
  logoFulllName: null,
  logoPath: null,
  createdBy: 'admin@portal.demo',
  caseCount: 1,
};

export const sampleLawFirmUser: LawFirmUser = {
  lawFirmUserId: 3,
  lawFirmId: 1,
  lawfirmUserName: 'Ulf Lind',
  lawfirmUserEmail: 'ulf.lind@nordlaw.demo',
  lawFirmUserOffices: [{ lawFirmOfficeId: 2, lawfirmOffice: 'Göteborg' }],
  userType: 'U',
};

export const sampleCase: Case = {
  caseId: 11,
  debtorName: 'Byggfirma Åkesson AB',
  debtorOrgnr: '556677-8899',
  knr: 'K 1234-26',
  status: 2,
  statusName: 'Phase 2',
  lawFirmId: 1,
  lawfirmName: 'Nordlaw Advokatbyrå',
  debtorSectorId: 6,
  debtorSector: 'Construction',
  court: 'Stockholms tingsrätt',
  dateDecision: '2026-03-14',
  dateEdited: '2026-04-02T08:15:00.000Z',
  lawyerName: 'Anna Berg',
  managerName: 'Ulf Lind',
  administratorName: 'Sofia Öberg',
  administratorEmail: 'sofia.oberg@nordlaw.demo',
  caseNotes: 'Bevakningsförfarande pågår. Fordringsanmälan senast den 30 april.',
  isAllowCreditorNotification: true,
};

export const sampleOtherCase: Case = {
  ...sampleCase,
  caseId: 12,
  debtorName: 'Café Älvsjö Handelsbolag',
  debtorOrgnr: '969712-3456',
  knr: 'K 877-26',
  status: 1,
  statusName: 'Phase 1',
  debtorSectorId: 9,
  debtorSector: 'Accommodation and food service activities',
  dateDecision: null,
  caseNotes: null,
  isAllowCreditorNotification: false,
};

export const sampleCaseStatuses: z.infer<typeof caseStatusSchema>[] = [1, 2, 3, 4, 5, 6, 7].map((n) => ({
  caseStatusId: n,
  status: `Phase ${n}`,
}));

export const sampleSectors: z.infer<typeof caseSectorSchema>[] = [
  { caseSectorIndustriesId: 6, name: 'Construction', code: 'F' },
  {
    caseSectorIndustriesId: 7,
    name: 'Wholesale and retail trade; repair of motor vehicles and motorcycles',
    code: 'G',
  },
  { caseSectorIndustriesId: 9, name: 'Accommodation and food service activities', code: 'I' },
];

export const sampleCreditor: Creditor = {
  creditorId: 4,
  creditorName: 'Leverantören AB',
  creditorEmaill: 'leverantor@creditor.demo',
  creditrorCompanyName: 'Leverantören AB',
  creditorCompanyOrgNr: '556123-4567',
  creditorType: 'Vendor',
  isDebtCollector: false,
  creditorStreet: 'Storgatan 12',
  creditorPostNumber: '114 51',
  creditorTown: 'Stockholm',
  creditorCountry: 'Sverige',
  caseIdList: [{ caseId: 11 }, { caseId: 12 }],
};

export const sampleOtherCreditor: Creditor = {
  ...sampleCreditor,
  creditorId: 5,
  creditorName: 'Byggvaror i Norr AB',
  creditorEmaill: 'bygg@creditor.demo',
  creditrorCompanyName: 'Byggvaror i Norr AB',
  creditorCompanyOrgNr: '556987-6543',
  creditorType: 'Creditor',
  creditorStreet: 'Järnvägsgatan 4',
  creditorPostNumber: '972 31',
  creditorTown: 'Luleå',
  caseIdList: [{ caseId: 11 }],
};

export const sampleDebtCollector: Creditor = {
  ...sampleCreditor,
  creditorId: 6,
  creditorName: 'Nordisk Inkasso AB',
  creditorEmaill: 'inkasso@collector.demo',
  creditrorCompanyName: 'Nordisk Inkasso AB',
  creditorCompanyOrgNr: '556555-1212',
  creditorType: 'Other',
  isDebtCollector: true,
  creditorStreet: 'Kungsgatan 30',
  creditorPostNumber: '411 19',
  creditorTown: 'Göteborg',
  caseIdList: [{ caseId: 11 }],
};

export const sampleCaseCreditor: CaseCreditor = {
  creditorCasesId: 21,
  caseId: 11,
  creditorResponse: sampleCreditor,
};

export const sampleSelectedCase: SelectedCase = {
  caseId: 11,
  creditorCasesId: 21,
  lawFirmId: 1,
  debtorName: 'Byggfirma Åkesson AB',
  isAllowCreditorNotification: true,
  debtorOrgnr: '556677-8899',
  knr: 'K 1234-26',
  status: 2,
  lawfirmName: 'Nordlaw Advokatbyrå',
};

export const sampleSentMessage: SentMessage = {
  notificationId: 31,
  notification:
    'Hej! Bevakningsdagen är satt till den 30 april. Skicka in er fordringsanmälan med underlag via portalen före dess.',
  sendOn: '2026-04-03T07:45:00.000Z',
  creditorNameList: [{ creditorName: 'Leverantören AB' }, { creditorName: 'Byggvaror i Norr AB' }],
  caseId: 11,
  sendByName: 'anna.berg@nordlaw.demo',
  editedOn: null,
};

export const sampleReceivedMessage: ReceivedMessage = {
  notificationId: 32,
  notificationToId: 41,
  notification: 'Tack. Vi har en obetald faktura på 48 900 kr för byggmaterial levererat i februari.',
  createdOn: '2026-04-04T12:05:30.000Z',
  creditorName: 'Leverantören AB',
  lawfirmName: null,
  isRead: false,
  caseId: 11,
};

export const sampleDocument: CaseDocument = {
  documentId: 51,
  documentName: 'Förvaltarberättelse 2026.pdf',
  documentFullName: 'doc-51-9a7b3c.pdf',
  status: 'Published',
  comment: 'Förvaltarberättelse enligt 7 kap. 15 § konkurslagen.',
  fileSize: 184_320,
  createdOn: '2026-04-01T09:00:00.000Z',
  sendByLawFirmName: 'Nordlaw Advokatbyrå',
  sendByLawFirmId: 1,
  uploader: 'anna.berg@nordlaw.demo',
  caseId: 11,
};

export const sampleDraftDocument: CaseDocument = {
  ...sampleDocument,
  documentId: 52,
  documentName: 'Bouppteckning utkast.docx',
  documentFullName: 'doc-52-1d2e3f.docx',
  status: 'Draft',
  comment: null,
  fileSize: 52_224,
};

export const sampleClaim: Claim = {
  invoiceId: 61,
  caseId: 11,
  invoiceStatus: 'Pending',
  claimAmount: '48900.00',
  claimBasis: 'SupplierInvoice',
  claimPriorityRight: false,
  claimRefernce: 'Faktura 2026-0117',
  createdOn: '2026-04-05T10:20:00.000Z',
  createdBy: 'Leverantören AB',
  isCreatedByLawFirm: false,
  lawFirmName: 'Nordlaw Advokatbyrå',
  creditorName: 'Leverantören AB',
  creditorId: 4,
  creditorCompanyOrgNr: '556123-4567',
  debtCollectorName: null,
  debtByDebtCollector: false,
  debtCollectorId: null,
  invoiceDocumentResponse: {
    invoiceName: 'faktura-2026-0117.pdf',
    invoiceFullName: 'claim-61-4b5c6d.pdf',
    invoicecomment: 'Byggmaterial levererat 2026-02-12, förfallen 2026-03-14.',
    fileSize: 96_256,
  },
};

export const sampleCollectorClaim: Claim = {
  ...sampleClaim,
  invoiceId: 62,
  invoiceStatus: 'Approved',
  claimAmount: '12500.50',
  claimBasis: 'Rent',
  claimPriorityRight: true,
  claimRefernce: 'Ink-88231',
  createdBy: 'Nordisk Inkasso AB',
  creditorName: 'Byggvaror i Norr AB',
  creditorId: 5,
  creditorCompanyOrgNr: '556987-6543',
  debtCollectorName: 'Nordisk Inkasso AB',
  debtByDebtCollector: true,
  debtCollectorId: 6,
  invoiceDocumentResponse: {
    invoiceName: 'hyresavi-mars.pdf',
    invoiceFullName: 'claim-62-8e9f0a.pdf',
    invoicecomment: null,
    fileSize: 40_960,
  },
};
