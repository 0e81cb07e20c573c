import type { Endpoint, UserType } from './common';

/**
 * The roles, written once for the browser and the server. S runs the platform's firms; A (the firm's
 * administrator) and U (its users) are the firm's staff; C (a creditor) and D (a debt collector, who may
 * also file for creditors that approve it) are the creditor side. Every other file asks these questions
 * instead of comparing role codes, so that a rule reads the same wherever it is checked.
 */
// A role code as stored with the session (UserType), or none before sign-in.
type Who = UserType | (string & {}) | null | undefined;

export const isPlatformAdmin = (role: Who): role is 'S' => role === 'S';
export const isFirmAdmin = (role: Who): role is 'A' => role === 'A';
export const isFirmStaff = (role: Who): role is 'A' | 'U' => role === 'A' || role === 'U';
export const isCreditorSide = (role: Who): role is 'C' | 'D' => role === 'C' || role === 'D';
export const isCreditor = (role: Who): role is 'C' => role === 'C';
export const isDebtCollector = (role: Who): role is 'D' => role === 'D';

/**
 * Whether the role may call the endpoint at all, as its descriptor's `roles` say (a public endpoint: anyone).
 * The server still checks the records (another firm's case, a case not followed); a button shown only when
 * `mayCall` holds never leads to the 403 a role gets for an endpoint it may not call.
 */
export const mayCall = (endpoint: Pick<Endpoint, 'roles'>, role: UserType | null | undefined) =>
  endpoint.roles.includes('public') || (role != null && endpoint.roles.includes(role));
