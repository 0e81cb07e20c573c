import * as api from '../contract';
import { sampleClaim } from './fixtures';
import { sample } from './sample';

const invoiceId = sampleClaim.invoiceId;

/** The trustee asked about the claim on 2 October and the creditor answered the next day. */
const answeredRequest: api.InformationRequest = {
  requestId: 3,
  question: 'Vilken leverans avser fakturan?',
  askedOn: '2026-10-02T09:00:00.000Z',
  askedBy: 'Anna Berg',
  answer: 'Leveransen i maj, se följesedeln.',
  answeredOn: '2026-10-03T09:00:00.000Z',
  answeredBy: 'Leverantören AB',
  fileName: 'foljesedel.pdf',
  storedName: 'information-3-foljesedel.pdf',
};

/** A claim's later steps: the trustee's question and the answer, the withdrawal, the state and timeline. */
export const claimStepSamples = {
  getClaimState: sample(api.getClaimState, {
    query: { invoiceId },
    data: {
      invoiceId,
      state: 'Decided',
      claimNumber: 3,
      question: null,
      admittedAmount: '8000.00',
      priorityClass: 'GeneralPriority',
      priorityAsset: null,
      decisionReason: 'Frakten är inte skuld.',
      mayWithdraw: true,
      finalAfter: '2026-12-15',
      timeline: [
        { step: 'Received', on: '2026-09-01T08:00:00.000Z', text: null },
        { step: 'UnderReview', on: '2026-09-30T22:00:00.000Z', text: null },
        { step: 'InformationRequested', on: '2026-10-02T09:00:00.000Z', text: answeredRequest.question },
        { step: 'InformationGiven', on: '2026-10-03T09:00:00.000Z', text: answeredRequest.answer },
        { step: 'Decided', on: '2026-10-04T09:00:00.000Z', text: 'Frakten är inte skuld.' },
      ],
      requests: [answeredRequest],
    },
  }),
  requestClaimInformation: sample(api.requestClaimInformation, {
    body: { invoiceId, question: 'Vilken leverans avser fakturan?' },
    data: null,
    message: 'Question sent',
  }),
  answerClaimInformation: sample(api.answerClaimInformation, {
    body: { InvoiceId: invoiceId, Answer: 'Leveransen i maj, se följesedeln.' },
    data: null,
    message: 'Answer sent',
  }),
  downloadInformationFile: sample(api.downloadInformationFile, {
    query: { fileName: 'information-3-foljesedel.pdf' },
    data: null,
    file: { fileName: 'foljesedel.pdf', contentType: 'application/pdf', content: '%PDF-1.7\n' },
  }),
  withdrawClaim: sample(api.withdrawClaim, {
    body: { invoiceId },
    data: null,
    message: 'Claim withdrawn',
  }),
};
