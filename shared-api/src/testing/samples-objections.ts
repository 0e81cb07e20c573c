import * as api from '../contract';
import { sample } from './sample';

/** Byggbolaget objects to the amount of Leverantören's claim no. 3; the claimant has replied. */
const objection: api.Objection = {
  objectionId: 21,
  invoiceId: 61,
  claimNumber: 3,
  claimantName: 'Leverantören AB',
  objectorName: 'Byggbolaget i Norr AB',
  byTrustee: false,
  filedBy: 'Karin Bygg',
  filedOn: '2026-10-10T09:00:00.000Z',
  disputesAmount: true,
  disputesPriority: false,
  proposedAmount: '6000.00',
  proposedPriorityClass: null,
  reason: 'Fakturan avser delvis leveranser som aldrig kom.',
  state: 'Open',
  withdrawnOn: null,
  settlement: null,
  courtOutcome: null,
  replies: [
    {
      replyId: 4,
      filedBy: 'Leverantören AB',
      filedOn: '2026-10-12T09:00:00.000Z',
      text: 'Leveranserna kvitterades.',
    },
  ],
  files: [
    {
      fileId: 31,
      kind: 'Objection',
      fileName: 'leveranser.pdf',
      fileSize: 48_213,
      sha256: 'a'.repeat(64),
      replyId: null,
    },
  ],
  isObjector: false,
  isClaimant: false,
};

const settled: api.Objection = {
  ...objection,
  state: 'Settled',
  settlement: {
    amount: '7000.00',
    priorityClass: 'NonPriority',
    priorityAsset: null,
    recordedOn: '2026-11-02T10:00:00.000Z',
    note: 'Förlikning enligt avtal.',
  },
};

/** Objections, settlements and claims disputes of the published claims register. */
export const objectionSamples = {
  getObjections: sample(api.getObjections, {
    query: { caseId: 11 },
    data: {
      objectionDeadline: '2026-11-30',
      settlementDeadline: '2026-12-15',
      objectionsOpen: true,
      claims: [
        {
          invoiceId: 61,
          claimNumber: 3,
          creditorName: 'Leverantören AB',
          claimAmount: '10000.00',
          approvedAmount: '8000.00',
          priorityClass: 'NonPriority',
          isOwn: false,
        },
      ],
      objections: [objection],
    },
  }),
  addObjection: sample(api.addObjection, {
    body: {
      InvoiceId: 61,
      DisputesAmount: true,
      ProposedAmount: '6000',
      Reason: 'Fakturan avser delvis leveranser som aldrig kom.',
    },
    data: { ...objection, replies: [], isObjector: true },
  }),
  replyObjection: sample(api.replyObjection, {
    body: { ObjectionId: 21, Text: 'Leveranserna kvitterades.' },
    data: { ...objection, isClaimant: true },
  }),
  withdrawObjection: sample(api.withdrawObjection, {
    body: { objectionId: 21 },
    data: { ...objection, state: 'Withdrawn', withdrawnOn: '2026-10-20T09:00:00.000Z', isObjector: true },
  }),
  settleObjection: sample(api.settleObjection, {
    body: { ObjectionId: 21, Amount: '7000', PriorityClass: 'NonPriority', Note: 'Förlikning enligt avtal.' },
    data: settled,
  }),
  recordCourtOutcome: sample(api.recordCourtOutcome, {
    body: { ObjectionId: 21, Amount: '6500', PriorityClass: 'NonPriority', DecidedOn: '2027-02-01' },
    data: {
      ...objection,
      state: 'Decided',
      courtOutcome: {
        amount: '6500.00',
        priorityClass: 'NonPriority',
        priorityAsset: null,
        recordedOn: '2027-02-03T10:00:00.000Z',
        decidedOn: '2027-02-01',
      },
    },
  }),
  downloadDisputeBundle: sample(api.downloadDisputeBundle, {
    query: { objectionId: 21, lang: 'sv' },
    data: null,
    file: {
      fileName: 'bevakningstvist-K_1234-26-nr-3.pdf',
      contentType: 'application/pdf',
      content: '%PDF-1.7\n',
    },
  }),
  downloadObjectionFile: sample(api.downloadObjectionFile, {
    query: { fileId: 31 },
    data: null,
    file: { fileName: 'leveranser.pdf', contentType: 'application/pdf', content: '%PDF-1.7\n' },
  }),
};
