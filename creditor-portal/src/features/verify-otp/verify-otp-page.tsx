import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { forgetSignupPassword, signupPasswordFor, verifyOtpBodySchema } from 'shared-api';
import {
  Button,
  clearOtpCooldown,
  formatMmSs,
  OtpInput,
  PasswordField,
  TextField,
  toast,
  useOtpCooldown,
  writeSucceeded,
} from 'shared-ui/light';
import { useResendOtp, useVerifyOtp } from './use-verify-otp';

const OTP_LENGTH = 6;
/** Where creditors sign in (/creditors-portal-login is not a route: creditors sign in at /creditors-portal). */
const CREDITOR_LOGIN = '/creditors-portal';

/**
 * Exposed as 'creditor/verify-otp'; the shell shows it at `/creditors-portal/verify-otp`, before
 * sign-in, inside its public frame (title and intro): the e-mail from router state or `?email=`,
 * six digit boxes, Verify once six digits and an e-mail are there, Resend
 * after the 10-minute cooldown (mm:ss). Verification takes the password chosen at sign-up too
 * (docs/decisions/0022-verification-asks-for-the-sign-up-password.md): carried over from the
 * sign-up page in memory, or asked for here when the page was opened otherwise (the mail, the
 * sign-in page, a reload).
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
  const [typedPassword, setTypedPassword] = useState('');
  const verifying = useVerifyOtp();
  const resending = useResendOtp();
  const busy = verifying.isPending || resending.isPending;
  const cooldown = useOtpCooldown(email);
  // The sign-up's password, when this page follows the sign-up of this very address.
  const carried = signupPasswordFor(email);
  const password = carried ?? typedPassword;

  const canVerify =
    code.length === OTP_LENGTH && verifyOtpBodySchema.safeParse({ email, otp: code, password }).success;

  // A failure of either is toasted by the page's mutation cache.
  const verify = async () => {
    if (!canVerify) return;
    if (!(await writeSucceeded(verifying.mutateAsync({ body: { email, otp: code, password } })))) return;
    clearOtpCooldown(email);
    forgetSignupPassword();
    toast.success(t('creditor.otp.verified'));
    navigate(CREDITOR_LOGIN);
  };

  const resend = async () => {
    if (!(await writeSucceeded(resending.mutateAsync({ body: { email } })))) return;
    cooldown.restart();
    setCode('');
    toast.success(t('creditor.otp.resent'));
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
        {carried === null ? (
          <PasswordField
            label={t('creditor.otp.password')}
            hint={t('creditor.otp.passwordHint')}
            autoComplete="current-password"
            value={typedPassword}
            onChange={(event) => setTypedPassword(event.target.value)}
          />
        ) : null}
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
