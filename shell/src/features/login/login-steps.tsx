import { LoginForm, type loginFormSchemaFor } from './login-form';
import { TwoFactorForm } from './two-factor-form';
import type { SecondStep, useLogin } from './use-login';

/**
 * A sign-in page's form: e-mail and password, and once the server asks for a second step, its code
 * (`usualStep` until the server has said which: an authenticator for firms, a mailed code for creditors).
 */
export function LoginSteps({
  login,
  schema,
  usualStep,
}: {
  login: ReturnType<typeof useLogin>;
  schema: ReturnType<typeof loginFormSchemaFor>;
  usualStep: SecondStep;
}) {
  return login.twoFactor ? (
    <TwoFactorForm
      onSubmit={login.verifyCode}
      onCancel={login.cancelTwoFactor}
      busy={login.busy}
      method={login.secondStep ?? usualStep}
    />
  ) : (
    <LoginForm schema={schema} onSubmit={login.login} busy={login.busy} />
  );
}
