import { useMutation, useQuery } from '@tanstack/react-query';
import { endpointKey, endpointQuery, getClaimsRegisterVersions, publishClaimsRegister } from 'shared-api';
import { tabMutation } from '../feedback';

const NONE = [] as const;

/**
 * The published versions of the case's claims register, newest first. A debt collector no creditor of the
 * case approves is refused (403): it sees no versions, and no toast, since nothing is wrong on its side.
 */
export function useRegisterVersions(caseId: number) {
  const { data, isPending, isError } = useQuery({
    ...endpointQuery(getClaimsRegisterVersions, { caseId }),
    retry: false,
  });
  return { versions: data?.versions ?? NONE, loading: isPending && !isError };
}

/** Publishes the register as the next version; a failure is toasted by the page's mutation cache. */
export const usePublishRegister = (caseId: number) =>
  useMutation(
    tabMutation(
      publishClaimsRegister,
      [endpointKey(getClaimsRegisterVersions, { caseId })],
      'tabs.claims.versions.publishFailed',
    ),
  );
