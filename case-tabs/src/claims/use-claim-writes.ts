import { useMutation } from '@tanstack/react-query';
import { creditorGetClaims, deleteClaim, endpointKey, lawFirmGetClaims } from 'shared-api';
import { tabMutation } from '../feedback';

/** Every page of a case's claims, both sides' lists: what a delete makes stale. */
const claimsOf = (caseId: number) => [
  endpointKey(lawFirmGetClaims, { caseId }),
  endpointKey(creditorGetClaims, { caseId }),
];

/** Deletes a claim of the case; a failure is toasted by the page's mutation cache. */
export const useDeleteClaim = (caseId: number) =>
  useMutation(tabMutation(deleteClaim, claimsOf(caseId), 'tabs.claims.toast.deleteFailed'));
