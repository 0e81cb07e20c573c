import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptInvitation,
  call,
  creditorLogin,
  isApiError,
  isTwoFactorChallenge,
  type LoginData,
  lawFirmLogin,
  rememberSignupPassword,
  useAuthStore,
  verifyTwoFactor,
} from 'shared-api';
import { errorMessage, toast, withLoading } from 'shared-ui/light';
import { preloadDashboard } from '../../federation/preload-dashboard';
import { useAppNavigate } from '../../navigation/navigation';
import { paths, verifyOtpPathFor } from '../../navigation/paths';
import type { LoginFormValues } from './login-form';

/** The dashboard opens 1 second after a successful sign-in. */
export const LOGIN_REDIRECT_MS = 1000;

/** What the second step of a sign-in asks for: the authenticator (or a recovery code), or a mailed code. */
export type SecondStep = 'totp' | 'email';

/**
 * Signs in as a firm (S, A, U) or a creditor (C, D): stores the session,
 * toasts, and opens the dashboard after 1 s (the account page when the firm
 * requires two-factor sign-in and it is not set up yet). With two-factor on,
 * or while the account has had many failed sign-ins (then a code is mailed to
 * it, for creditors too), the first call answers a challenge and `verifyCode`
 * completes the sign-in.
 * A creditor whose e-mail is not verified yet goes to the code page instead.
 * A creditor signing in from an invitation's link (`invitation`)
 * then accepts it and follows its case; a refusal is toasted, the sign-in stands.
 */
export function useLogin(kind: 'lawFirm' | 'creditor', invitation?: string | null) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<{ challenge: string; email: string; method: SecondStep } | null>(
    null,
  );
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const signedIn = useCallback(
    (data: LoginData, email: string) => {
      useAuthStore.getState().signIn(data, email);
      toast.success(t('shell.login.success'));
      const target = data.twoFactorSetupRequired ? paths.account : paths.dashboard;
      redirect.current = setTimeout(() => navigate(target), LOGIN_REDIRECT_MS);
    },
    [navigate, t],
  );

  const failed = useCallback(
    (error: unknown, email: string, password?: string) => {
      setBusy(false);
      if (!isApiError(error)) {
        toast.error(t('common.errors.somethingWentWrong'));
        return;
      }
      toast.error(error.serverMessage || t('shell.login.failed'));
      if (kind === 'creditor' && error.status === 403) {
        // 403 comes only after the right password, the sign-up's: the code page needs it with the code.
        if (password) rememberSignupPassword(email, password);
        navigate(verifyOtpPathFor(email), { state: { email } });
      }
    },
    [kind, navigate, t],
  );

  /** A creditor signing in from an invitation's link follows its case; a refusal is toasted, the sign-in stands. */
  const acceptInvited = useCallback(async () => {
    if (kind !== 'creditor' || !invitation) return;
    try {
      await withLoading(call(acceptInvitation, { body: { token: invitation } }));
      toast.success(t('shell.login.invitationAccepted'));
    } catch (error) {
      toast.error(errorMessage(error, 'shell.login.invitationFailed'));
    }
  }, [kind, invitation, t]);

  const login = useCallback(
    async ({ email, password }: LoginFormValues) => {
      setBusy(true);
      // The dashboard's scripts download while the password is checked.
      preloadDashboard(kind === 'creditor' ? 'creditor' : 'lawfirm');
      try {
        const data =
          kind === 'creditor'
            ? await withLoading(call(creditorLogin, { body: { emalId: email, password } }))
            : await withLoading(call(lawFirmLogin, { body: { EmalId: email, password } }));
        if (isTwoFactorChallenge(data)) {
          setBusy(false);
          setChallenge({ challenge: data.challenge, email, method: data.method ?? 'totp' });
          return;
        }
        signedIn(data, email);
        await acceptInvited();
      } catch (error) {
        failed(error, email, password);
      }
    },
    [kind, signedIn, failed, acceptInvited],
  );

  const verifyCode = useCallback(
    async (code: string) => {
      if (!challenge) return;
      setBusy(true);
      try {
        const data = await withLoading(
          call(verifyTwoFactor, { body: { challenge: challenge.challenge, code } }),
        );
        signedIn(data, challenge.email);
        await acceptInvited();
      } catch (error) {
        // A stale challenge (401) means starting over: back to the password.
        if (isApiError(error) && error.status === 401 && /expired/i.test(error.serverMessage ?? ''))
          setChallenge(null);
        failed(error, challenge.email);
      }
    },
    [challenge, signedIn, failed, acceptInvited],
  );

  return {
    login,
    busy,
    twoFactor: challenge !== null,
    secondStep: challenge?.method ?? null,
    verifyCode,
    cancelTwoFactor: () => setChallenge(null),
  };
}
