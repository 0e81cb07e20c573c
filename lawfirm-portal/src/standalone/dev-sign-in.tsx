// Development harness only: signs in against the API (demo users) so the remote's calls carry a token.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, isTwoFactorChallenge, lawFirmLogin, useAuthStore } from 'shared-api';
import { Button, PasswordField, TextField, toast } from 'shared-ui/light';

export function DevSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('anna.berg@nordlaw.demo');
  const [password, setPassword] = useState('Demo1234!');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const data = await call(lawFirmLogin, { body: { EmalId: email, password } });
      // The harness signs in demo users only; two-factor sign-in is the shell's.
      if (isTwoFactorChallenge(data)) throw new Error('two-factor sign-in: use the shell');
      useAuthStore.getState().signIn(data, email);
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
