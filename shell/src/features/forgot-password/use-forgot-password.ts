import { useMutation } from '@tanstack/react-query';
import { endpointMutation, forgotPassword, resetPassword } from 'shared-api';

/** A failed step is toasted by the page's mutation cache: the server's message, else the page's fallback. */
const failed = { meta: { errorKey: 'shell.forgot.failed' } };

/** Step one: mails a code to the address (the answer is the same whether or not it has an account). */
export const useForgotPassword = () => useMutation(endpointMutation(forgotPassword, failed));

/** Step two: the mailed code and the new password. */
export const useResetPassword = () => useMutation(endpointMutation(resetPassword, failed));
