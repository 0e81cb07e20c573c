// Development harness only: signs in against the API (demo users) so the remote's calls carry a token.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type LoginData, useAuthStore } from 'shared-api';
import { Button, PasswordField, TextField, toast } from 'shared-ui/light';

export type DevSignInProps = {
  /** The demo user the form starts with. */
  demoEmail: string;
  /** The portal's own sign-in call. */
  signIn: (email: string, password: string) => Promise<LoginData>;
  onSignedIn: () => void;
};

export function DevSignIn({ demoEmail, signIn, onSignedIn }: DevSignInProps) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState(demoEmail);
  const [password, setPassword] = useState('Demo1234!');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      useAuthStore.getState().signIn(await signIn(email, password), email);
      toast.success(t('shell.login.success'));
      onSignedIn();
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('shell.login.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} style={{ maxWidth: 360, margin: '48px auto', display: 'grid', gap: 12 }}>
      <TextField
        label={t('shell.login.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label={t('shell.login.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t('shell.login.submit')}
      </Button>
    </form>
  );
}
