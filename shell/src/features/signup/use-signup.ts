import { useMutation } from '@tanstack/react-query';
import { creditorSignup, endpointMutation } from 'shared-api';

/** A creditor's sign-up; a failure is toasted by the page's mutation cache with the page's fallback text. */
export const useCreditorSignup = () =>
  useMutation(endpointMutation(creditorSignup, { meta: { errorKey: 'shell.signup.failed' } }));
