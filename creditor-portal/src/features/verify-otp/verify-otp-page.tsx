import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { call, resendOtp, verifyOtp, verifyOtpBodySchema } from 'shared-api';
import {
  Button,
  clearOtpCooldown,
  errorMessage,
  formatMmSs,
  OtpInput,
  TextField,
  toast,
  useOtpCooldown,
  withLoading,
} from 'shared-ui/light';

const OTP_LENGTH = 6;
/** Where creditors sign in (DECISIONS.md: the spec's /creditors-portal-login is not a route). */
const CREDITOR_LOGIN = '/creditors-portal';

/**
 * Exposed as 'creditor/verify-otp'; the shell shows it at `/creditors-portal/verify-otp`, before
 * sign-in, inside its public frame (title and intro): the e-mail from router state or `?email=`,
 * six digit boxes, Verify once six digits and an e-mail are there, Resend
 * after the 10-minute cooldown (mm:ss).
 */
export default function VerifyOtpPage() {
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

  const verify = async () => {
    if (!canVerify) return;
    setBusy(true);
    try {
      await withLoading(call(verifyOtp, { body: { email, otp: code } }));
      clearOtpCooldown(email);
      toast.success(t('creditor.otp.verified'));
      navigate(CREDITOR_LOGIN);
    } catch (error) {
      setBusy(false);
      toast.error(errorMessage(error, 'creditor.otp.verifyFailed'));
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await withLoading(call(resendOtp, { body: { email } }));
      cooldown.restart();
      setCode('');
      toast.success(t('creditor.otp.resent'));
    } catch (error) {
      toast.error(errorMessage(error, 'creditor.otp.resendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify();
        }}
      >
        <TextField
          label={t('creditor.otp.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <OtpInput legend={t('creditor.otp.code')} value={code} onChange={setCode} length={OTP_LENGTH} />
        <Button type="submit" disabled={!canVerify} busy={busy} className="shell-login__submit">
          {t('creditor.otp.verify')}
        </Button>
      </form>
      <p className="shell-public__links">
        {cooldown.left > 0 ? (
          <span>{t('creditor.otp.resendIn', { time: formatMmSs(cooldown.left) })}</span>
        ) : (
          <Button variant="link" onClick={() => void resend()} disabled={busy || !email.trim()}>
            {t('creditor.otp.resend')}
          </Button>
        )}
        <Link to={CREDITOR_LOGIN}>{t('creditor.otp.backToLogin')}</Link>
      </p>
    </>
  );
}
