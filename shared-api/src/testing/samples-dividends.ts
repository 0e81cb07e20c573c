import * as api from '../contract';
import type { Sample } from './sample';

/** The samples of the dividend calls (proposal, bank details, payment file), spread into `samples`. */

const classes: api.DividendClass[] = [
  {
    priorityClass: 'SpecialPriority',
    asset: 'Fastigheten Norrby 1:23',
    admittedAmount: '100000.00',
    dividendAmount: '80000.00',
    percent: '80.00',
  },
  {
    priorityClass: 'GeneralPriority',
    asset: null,
    admittedAmount: '50000.00',
    dividendAmount: '50000.00',
    percent: '100.00',
  },
  {
    priorityClass: 'NonPriority',
    asset: null,
    admittedAmount: '120000.00',
    dividendAmount: '20000.00',
    percent: '16.66',
  },
];

const line: api.DividendLine = {
  lineNumber: 1,
  creditorId: 7,
  creditorName: 'Leverantören AB',
  claimNumbers: [1],
  dividendAmount: '83333.33',
  paidOut: true,
  parts: [
    {
      claimNumber: 1,
      priorityClass: 'SpecialPriority',
      asset: 'Fastigheten Norrby 1:23',
      uncovered: false,
      admittedAmount: '100000.00',
      dividendAmount: '80000.00',
    },
    {
      claimNumber: 1,
      priorityClass: 'NonPriority',
      asset: null,
      uncovered: true,
      admittedAmount: '20000.00',
      dividendAmount: '3333.33',
    },
  ],
  payment: { status: 'Unpaid', paidOn: null, returnedReason: null, lapsed: false },
};

const summary: api.ProposalSummary = {
  proposalId: 3,
  version: 1,
  status: 'Published',
  createdAt: '2026-09-01T08:00:00.000Z',
  createdBy: 'Anna Berg',
  publishedAt: '2026-09-01T09:00:00.000Z',
  sentToAuthorityOn: '2026-09-02',
  confirmedOn: null,
  finalOn: null,
  minimumDividend: '300.00',
  enteredAmount: '150000.00',
  distributedAmount: '150000.00',
  paidOutAmount: '150000.00',
  notPaidOutAmount: '0.00',
  surplusAmount: '0.00',
  assets: [{ asset: 'Fastigheten Norrby 1:23', amount: '80000.00' }],
  restAmount: '70000.00',
  classes,
};

const bankView: api.BankDetailsView = {
  creditorId: 7,
  creditorName: 'Leverantören AB',
  kind: 'Bankgiro',
  masked: '••••1055',
  enteredAt: '2026-08-20T10:00:00.000Z',
  changedAt: null,
};

export const dividendSamples = {
  getCaseDividends: {
    endpoint: api.getCaseDividends,
    query: { caseId: 11 },
    data: {
      settings: { minimumDividend: '300.00', bankDetailsHoldDays: 5 },
      estateAccount: { iban: 'SE4550000000058398257466', bic: 'ESSESESS' },
      assets: ['Fastigheten Norrby 1:23'],
      undecidedClaimNumbers: [],
      admittedClaimCount: 3,
      proposals: [summary],
    },
  } satisfies Sample<typeof api.getCaseDividends>,
  draftProposal: {
    endpoint: api.draftProposal,
    body: { caseId: 11, assets: [{ asset: 'Fastigheten Norrby 1:23', amount: '80000' }], rest: '70 000,00' },
    data: { proposalId: 3, version: 1 },
  } satisfies Sample<typeof api.draftProposal>,
  getProposal: {
    endpoint: api.getProposal,
    query: { proposalId: 3 },
    data: {
      ...summary,
      lines: [
        {
          ...line,
          bank: {
            status: 'Held',
            masked: '••••1055',
            changedAt: '2026-09-03T10:00:00.000Z',
            heldUntil: '2026-09-08T10:00:00.000Z',
          },
        },
      ],
    },
  } satisfies Sample<typeof api.getProposal>,
  downloadProposal: {
    endpoint: api.downloadProposal,
    query: { proposalId: 3, format: 'pdf', lang: 'sv' },
    data: null,
    file: {
      fileName: 'utdelningsforslag-K_1234-26-v1.pdf',
      contentType: 'application/pdf',
      content: '%PDF-1.3',
    },
  } satisfies Sample<typeof api.downloadProposal>,
  publishProposal: {
    endpoint: api.publishProposal,
    body: { proposalId: 3 },
    data: null,
  } satisfies Sample<typeof api.publishProposal>,
  recordProposalDates: {
    endpoint: api.recordProposalDates,
    body: { proposalId: 3, sentToAuthorityOn: '2026-09-02', confirmedOn: '2026-10-01' },
    data: null,
  } satisfies Sample<typeof api.recordProposalDates>,
  setEstateAccount: {
    endpoint: api.setEstateAccount,
    body: { caseId: 11, iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS' },
    data: null,
  } satisfies Sample<typeof api.setEstateAccount>,
  saveDividendSettings: {
    endpoint: api.saveDividendSettings,
    body: { minimumDividend: '300', bankDetailsHoldDays: 5 },
    data: { minimumDividend: '300.00', bankDetailsHoldDays: 5 },
  } satisfies Sample<typeof api.saveDividendSettings>,
  confirmBankDetails: {
    endpoint: api.confirmBankDetails,
    body: { proposalId: 3, lineNumber: 1 },
    data: null,
  } satisfies Sample<typeof api.confirmBankDetails>,
  downloadPaymentFile: {
    endpoint: api.downloadPaymentFile,
    query: { proposalId: 3 },
    data: null,
    file: {
      fileName: 'utdelning-K_1234-26-v1.xml',
      contentType: 'application/xml',
      content: '<?xml version="1.0" encoding="UTF-8"?>',
    },
  } satisfies Sample<typeof api.downloadPaymentFile>,
  markPayments: {
    endpoint: api.markPayments,
    body: { proposalId: 3, lineNumbers: [1], status: 'Paid', paidOn: '2026-11-02' },
    data: null,
  } satisfies Sample<typeof api.markPayments>,
  getCreditorDividends: {
    endpoint: api.getCreditorDividends,
    query: { caseId: 11, creditorId: 7 },
    data: [
      {
        proposalId: 3,
        version: 1,
        publishedAt: summary.publishedAt,
        confirmedOn: null,
        finalOn: null,
        minimumDividend: '300.00',
        classes,
        lines: [line],
      },
    ],
  } satisfies Sample<typeof api.getCreditorDividends>,
  getBankDetails: {
    endpoint: api.getBankDetails,
    query: { creditorId: 7 },
    data: bankView,
  } satisfies Sample<typeof api.getBankDetails>,
  saveBankDetails: {
    endpoint: api.saveBankDetails,
    body: { creditorId: 7, details: { kind: 'Bankgiro', number: '5050-1055' }, password: 'Demo1234!' },
    data: bankView,
  } satisfies Sample<typeof api.saveBankDetails>,
};
