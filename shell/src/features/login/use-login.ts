import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { call, creditorLogin, isApiError, lawFirmLogin, useAuthStore } from 'shared-api';
import { toast, withLoading } from 'shared-ui/light';
import { paths, verifyOtpPathFor } from '../../routes/paths';
import type { LoginFormValues } from './login-form';

/** Spec: the dashboard opens 1 second after a successful sign-in. */
export const LOGIN_REDIRECT_MS = 1000;

/**
 * Signs in as a firm (S, A, U) or a creditor (C, D): stores the session,
 * toasts, and opens the dashboard after 1 s. A creditor whose e-mail is not
 * verified yet goes to the code page instead.
 */
export function useLogin(kind: 'lawFirm' | 'creditor') {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const login = useCallback(
    async ({ email, password }: LoginFormValues) => {
      setBusy(true);
      try {
        const data = await withLoading(
          kind === 'lawFirm'
            ? call(lawFirmLogin, { body: { EmalId: email, password } })
            : call(creditorLogin, { body: { emalId: email, password } }),
        );
        useAuthStore.getState().signIn(data, email);
        toast.success(t('shell.login.success'));
        redirect.current = setTimeout(() => navigate(paths.dashboard), LOGIN_REDIRECT_MS);
      } catch (error) {
        setBusy(false);
        if (!isApiError(error)) {
          toast.error(t('common.errors.somethingWentWrong'));
          return;
        }
        toast.error(error.serverMessage || t('shell.login.failed'));
        if (kind === 'creditor' && error.status === 403) {
          navigate(verifyOtpPathFor(email), { state: { email } });
        }
      }
    },
    [kind, navigate, t],
  );

  return { login, busy };
}
