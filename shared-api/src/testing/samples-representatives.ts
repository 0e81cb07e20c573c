import type { Representative } from '../contract';
import * as api from '../contract';
import type { Sample } from './sample';

/** A debt collector's pending request to act for the calling creditor. */
export const sampleRepresentative: Representative = {
  debtCollectorId: 6,
  name: 'Nordisk Inkasso AB',
  orgNumber: '556555-1212',
  email: 'inkasso@collector.demo',
  status: 'Pending',
  requestedAt: '2026-03-14T09:30:00.000Z',
  decidedAt: null,
};

export const sampleApprovedRepresentative: Representative = {
  debtCollectorId: 8,
  name: 'Inkasso Norr AB',
  orgNumber: '556888-0101',
  email: 'norr@inkasso.demo',
  status: 'Approved',
  requestedAt: '2026-02-01T08:00:00.000Z',
  decidedAt: '2026-02-02T10:15:00.000Z',
};

const decided = {
  ...sampleRepresentative,
  status: 'Approved',
  decidedAt: '2026-03-15T07:00:00.000Z',
} as const;

/** The samples of the representatives area, spread into `samples`. */
export const representativeSamples = {
  getRepresentatives: {
    endpoint: api.getRepresentatives,
    data: [sampleRepresentative, sampleApprovedRepresentative],
  } satisfies Sample<typeof api.getRepresentatives>,
  decideRepresentative: {
    endpoint: api.decideRepresentative,
    body: { debtCollectorId: 6, approve: true },
    data: decided,
    message: 'Debt collector approved',
  } satisfies Sample<typeof api.decideRepresentative>,
  revokeRepresentative: {
    endpoint: api.revokeRepresentative,
    body: { debtCollectorId: 6 },
    data: { ...decided, status: 'Revoked' },
    message: 'Authorisation revoked',
  } satisfies Sample<typeof api.revokeRepresentative>,
};
