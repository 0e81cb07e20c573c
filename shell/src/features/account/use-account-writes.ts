import { useMutation } from '@tanstack/react-query';
import {
  changeEmail,
  confirmEmail,
  disableTwoFactor,
  enableTwoFactor,
  endpointMutation,
  setupTwoFactor,
} from 'shared-api';

/**
 * The account page's writes besides the password (use-change-password.ts). Each refreshes what it changes
 * through the section's `onChange`, which reads the account again; a failure is toasted by the page's
 * mutation cache with the page's fallback text.
 */
const failed = { meta: { errorKey: 'shell.account.failed' } };

/** Asks for a new sign-in e-mail: a code goes to it, and the change counts once the code is entered. */
export const useChangeEmail = () => useMutation(endpointMutation(changeEmail, failed));

/** Confirms the new e-mail with its code. */
export const useConfirmEmail = () => useMutation(endpointMutation(confirmEmail, failed));

/** Starts two-factor: the authenticator's key and QR code. */
export const useSetupTwoFactor = () => useMutation(endpointMutation(setupTwoFactor, failed));

/** Turns two-factor on with a code from the app and the password: the answer holds the recovery codes. */
export const useEnableTwoFactor = () => useMutation(endpointMutation(enableTwoFactor, failed));

/** Turns two-factor off with the password. */
export const useDisableTwoFactor = () => useMutation(endpointMutation(disableTwoFactor, failed));
