import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { call, isApiError, resendOtp, verifyOtp, verifyOtpBodySchema } from 'shared-api';
import { Button, OtpInput, TextField, toast, withLoading } from 'shared-ui/light';
import { paths } from '../../routes/paths';
import { PublicPage } from '../login/public-page';
import { clearOtpCooldown, formatMmSs, useOtpCooldown } from './otp-cooldown';

const OTP_LENGTH = 6;

/**
 * `/creditors-portal/verify-otp`: the e-mail from router state or `?email=`,
 * six digit boxes, Verify once six digits and an e-mail are there, Resend
 * after the 10-minute cooldown (mm:ss).
 */
export function VerifyOtpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(
    typeof stateEmail === 'string' ? stateEmail : (search.get('email') ?? ''),
  );
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const cooldown = useOtpCooldown(email);

  const canVerify = code.length === OTP_LENGTH && verifyOtpBodySchema.safeParse({ email, otp: code }).success;
  const failureText = (error: unknown, fallbackKey: string) =>
    isApiError(error) ? error.serverMessage || t(fallbackKey) : t('common.errors.somethingWentWrong');

  const verify = async () => {
    if (!canVerify) return;
    setBusy(true);
    try {
      await withLoading(call(verifyOtp, { body: { email, otp: code } }));
      clearOtpCooldown(email);
      toast.success(t('shell.otp.verified'));
      navigate(paths.creditorLogin);
    } catch (error) {
      setBusy(false);
      toast.error(failureText(error, 'shell.otp.verifyFailed'));
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await withLoading(call(resendOtp, { body: { email } }));
      cooldown.restart();
      setCode('');
      toast.success(t('shell.otp.resent'));
    } catch (error) {
      toast.error(failureText(error, 'shell.otp.resendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage title={t('shell.otp.title')} intro={t('shell.otp.intro')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <TextField
          label={t('shell.otp.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <OtpInput legend={t('shell.otp.code')} value={code} onChange={setCode} length={OTP_LENGTH} />
        <Button type="submit" disabled={!canVerify} busy={busy} className="shell-login__submit">
          {t('shell.otp.verify')}
        </Button>
      </form>
      <p className="shell-public__links">
        {cooldown.left > 0 ? (
          <span>{t('shell.otp.resendIn', { time: formatMmSs(cooldown.left) })}</span>
        ) : (
          <Button variant="link" onClick={() => void resend()} disabled={busy || !email.trim()}>
            {t('shell.otp.resend')}
          </Button>
        )}
        <Link to={paths.creditorLogin}>{t('shell.otp.backToLogin')}</Link>
      </p>
    </PublicPage>
  );
}
