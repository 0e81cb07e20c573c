import { useMutation } from '@tanstack/react-query';
import { endpointMutation, resendOtp, verifyOtp } from 'shared-api';

/** Verifies the sign-up with the mailed code; a failure is toasted by the page's mutation cache. */
export const useVerifyOtp = () =>
  useMutation(endpointMutation(verifyOtp, { meta: { errorKey: 'creditor.otp.verifyFailed' } }));

/** Mails a new code; a failure is toasted by the page's mutation cache. */
export const useResendOtp = () =>
  useMutation(endpointMutation(resendOtp, { meta: { errorKey: 'creditor.otp.resendFailed' } }));
