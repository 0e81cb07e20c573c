import * as api from '../contract';
import { accountSamples } from './account-samples';
import {
  sampleCase,
  sampleCaseCreditor,
  sampleCaseStatuses,
  sampleCreditor,
  sampleLawFirm,
  sampleLawFirmUser,
  sampleOtherCase,
  sampleOtherCreditor,
  sampleOtherLawFirm,
  sampleSectors,
  sampleSelectedCase,
} from './fixtures';
import { type Sample, sample } from './sample';
import { caseHistorySamples } from './samples-case-history';
import { claimStepSamples } from './samples-claim-steps';
import { claimSamples } from './samples-claims';
import { claimsRegisterSamples } from './samples-claims-register';
import { dividendSamples } from './samples-dividends';
import { documentSamples } from './samples-documents';
import { invitationSamples } from './samples-invitations';
import { messageCountSamples, messageSamples } from './samples-messages';
import { objectionSamples } from './samples-objections';
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
  Password: 'Fjällvind-Bark-7',
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
      Password: 'Tallbarr-Ljung-4',
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
    body: { ...profile, creditorPsw: 'Demo1234!', isDebtCollector: sampleCreditor.isDebtCollector },
    data: { creditorId: null, creditorEmaill: 'leverantor@creditor.demo' },
    message: 'Check your e-mail to continue',
  }),
  verifyOtp: sample(api.verifyOtp, {
    body: { email: 'leverantor@creditor.demo', otp: '482913', password: 'Fjällvind-Bark-7' },
    data: null,
  }),
  resendOtp: sample(api.resendOtp, { body: { email: 'leverantor@creditor.demo' }, data: null }),
  getCreditors: sample(api.getCreditors, {
    query: {},
    // As a debt collector sees them: an approved creditor in full, a pending one by name only.
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
      creditorNewPsw: 'Nytt-Kaffe-2026',
    },
    data: { ...sampleCreditor, creditorTown: 'Södertälje' },
    message: 'Profile updated successfully',
  }),
  confirmCreditorEmail: sample(api.confirmCreditorEmail, {
    body: { creditorId: 4, code: '482913' },
    data: { ...sampleCreditor, creditorEmaill: 'ekonomi@leverantoren.se', pendingEmail: null },
    message: 'E-mail address changed',
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

  ...messageSamples,
  ...documentSamples,
  ...claimSamples,
  ...accountSamples,
  ...representativeSamples,
  ...messageCountSamples,
  ...caseHistorySamples,
  ...claimsRegisterSamples,
  ...dividendSamples,
  ...invitationSamples,
  ...claimStepSamples,
  ...objectionSamples,
} satisfies Record<string, Sample>;

export type SampleName = keyof typeof samples;

/** Every sample as a list (one per endpoint of the contract). */
export const allSamples: readonly Sample[] = Object.values(samples) as readonly Sample[];
