import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptInvitation,
  creditorLogin,
  endpointMutation,
  isApiError,
  isTwoFactorChallenge,
  type LoginData,
  lawFirmLogin,
  rememberSignupPassword,
  useAuthStore,
  verifyTwoFactor,
} from 'shared-api';
import { toast, withLoading } from 'shared-ui/light';
import { preloadDashboard, prepareDashboard } from '../../federation/preload-dashboard';
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
  // A refused sign-in shows the server's words (wrong password, a locked account), else the page's own.
  const refused = {
    errorText: (error: unknown) =>
      isApiError(error)
        ? error.serverMessage || t('shell.login.failed')
        : t('common.errors.somethingWentWrong'),
  };
  const creditorSignIn = useMutation(endpointMutation(creditorLogin, { meta: refused }));
  const firmSignIn = useMutation(endpointMutation(lawFirmLogin, { meta: refused }));
  const signingIn = kind === 'creditor' ? creditorSignIn : firmSignIn;
  const verifying = useMutation(endpointMutation(verifyTwoFactor, { meta: refused }));
  const accepting = useMutation(
    endpointMutation(acceptInvitation, { meta: { errorKey: 'shell.login.invitationFailed' } }),
  );
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
      // The portal's code runs during the pause, not once the dashboard's address is reached.
      if (target === paths.dashboard) prepareDashboard(kind === 'creditor' ? 'creditor' : 'lawfirm');
      redirect.current = setTimeout(() => navigate(target), LOGIN_REDIRECT_MS);
    },
    [kind, navigate, t],
  );

  /** After the failure's toast (the mutation cache's): an unverified creditor goes to the code page. */
  const failed = useCallback(
    (error: unknown, email: string, password?: string) => {
      if (kind === 'creditor' && isApiError(error) && error.status === 403) {
        // 403 comes only after the right password, the sign-up's: the code page needs it with the code.
        if (password) rememberSignupPassword(email, password);
        navigate(verifyOtpPathFor(email), { state: { email } });
      }
    },
    [kind, navigate],
  );

  /** A creditor signing in from an invitation's link follows its case; a refusal is toasted, the sign-in stands. */
  const { mutateAsync: accept } = accepting;
  const acceptInvited = useCallback(async () => {
    if (kind !== 'creditor' || !invitation) return;
    const accepted = await withLoading(accept({ body: { token: invitation } })).then(
      () => true,
      () => false,
    );
    if (accepted) toast.success(t('shell.login.invitationAccepted'));
  }, [accept, kind, invitation, t]);

  // Sign-in is a flow of writes, not one: the password, then (maybe) the second step's code, then (maybe)
  // the invitation, each depending on the answer before it. So the steps are chained here by hand; each
  // step is still one mutation, whose failure the mutation cache toasts.
  const { mutateAsync: signInCreditor } = creditorSignIn;
  const { mutateAsync: signInFirm } = firmSignIn;
  const login = useCallback(
    async ({ email, password }: LoginFormValues) => {
      // The dashboard's scripts download while the password is checked.
      preloadDashboard(kind === 'creditor' ? 'creditor' : 'lawfirm');
      let data: Awaited<ReturnType<typeof signInFirm>>;
      try {
        data = await withLoading(
          kind === 'creditor'
            ? signInCreditor({ body: { emalId: email, password } })
            : signInFirm({ body: { EmalId: email, password } }),
        );
      } catch (error) {
        failed(error, email, password);
        return;
      }
      if (isTwoFactorChallenge(data)) {
        setChallenge({ challenge: data.challenge, email, method: data.method ?? 'totp' });
        return;
      }
      signedIn(data, email);
      await acceptInvited();
    },
    [kind, signInCreditor, signInFirm, signedIn, failed, acceptInvited],
  );

  const { mutateAsync: verify } = verifying;
  const verifyCode = useCallback(
    async (code: string) => {
      if (!challenge) return;
      let data: LoginData;
      try {
        data = await withLoading(verify({ body: { challenge: challenge.challenge, code } }));
      } catch (error) {
        // A stale challenge (401) means starting over: back to the password.
        if (isApiError(error) && error.status === 401 && /expired/i.test(error.serverMessage ?? ''))
          setChallenge(null);
        failed(error, challenge.email);
        return;
      }
      signedIn(data, challenge.email);
      await acceptInvited();
    },
    [challenge, verify, signedIn, failed, acceptInvited],
  );

  // Busy while a step is on its way, and after a sign-in went through until the dashboard opens (the
  // one-second pause): the form is not sent twice. A challenge or a refusal frees it.
  const signedInNow = (signingIn.isSuccess && !isTwoFactorChallenge(signingIn.data)) || verifying.isSuccess;
  const busy = signingIn.isPending || verifying.isPending || signedInNow;

  return {
    login,
    busy,
    twoFactor: challenge !== null,
    secondStep: challenge?.method ?? null,
    verifyCode,
    cancelTwoFactor: () => setChallenge(null),
  };
}
