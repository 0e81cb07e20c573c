import { useMutation } from '@tanstack/react-query';
import { changePassword, endpointMutation } from 'shared-api';

/**
 * The user's own password change. It changes nothing the page has read (the fresh token comes back in
 * the answer's header, which the client takes), so nothing is made stale; a failure is toasted by the
 * page's mutation cache, with the account page's fallback text.
 */
export const useChangePassword = () =>
  useMutation(endpointMutation(changePassword, { meta: { errorKey: 'shell.account.failed' } }));
