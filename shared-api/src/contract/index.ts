// The wire contract: one file per API area. The server imports only this entry (zod only, no browser code).
import * as account from './account';
import * as auth from './auth';
import * as bankDetails from './bank-details';
import * as caseHistory from './case-history';
import * as cases from './cases';
import * as claims from './claims';
import * as claimsRegister from './claims-register';
import * as claimsRegisterVersions from './claims-register-versions';
import type { Endpoint } from './common';
import * as creditors from './creditors';
import * as dividends from './dividends';
import * as documents from './documents';
import * as invitations from './invitations';
import * as lawFirmUsers from './law-firm-users';
import * as lawFirms from './law-firms';
import * as messages from './messages';
import * as objections from './objections';
import * as representatives from './representatives';

export * from './account';
export * from './auth';
export * from './bank-details';
export * from './case-history';
export * from './cases';
export * from './claims';
export * from './claims-register';
export * from './claims-register-versions';
export * from './common';
export * from './creditors';
export * from './csv';
export * from './dividends';
export * from './documents';
export * from './endpoint';
export * from './files';
export * from './invitations';
export * from './law-firm-users';
export * from './law-firms';
export * from './list-filters';
export * from './messages';
export * from './money';
export * from './objections';
export * from './org-number';
export * from './password-policy';
export * from './priority-class';
export * from './representatives';
export * from './roles';
export * from './validation-messages';
export * from './wall-clock';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'roles' in value &&
  'data' in value;

/** Every endpoint of the contract, keyed by its export name (e.g. `addCase`). */
export const endpointsByName: Readonly<Record<string, Endpoint>> = Object.fromEntries(
  // The order in which the OpenAPI document has always listed the calls: keep it.
  [
    account,
    auth,
    bankDetails,
    caseHistory,
    cases,
    claimsRegister,
    claimsRegisterVersions,
    creditors,
    dividends,
    documents,
    invitations,
    claims,
    lawFirmUsers,
    lawFirms,
    messages,
    representatives,
    objections,
  ].flatMap((area) =>
    Object.entries(area).filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1])),
  ),
);

/** Every endpoint descriptor: the server registers these, the route test compares them with routes.tsv. */
export const endpoints: readonly Endpoint[] = Object.values(endpointsByName);
