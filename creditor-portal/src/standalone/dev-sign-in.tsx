// Development harness only: signs in against the API (demo users) so the remote's calls carry a token.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, creditorLogin, useAuthStore } from 'shared-api';
import { Button, PasswordField, TextField, toast } from 'shared-ui/light';

export function DevSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('leverantor@creditor.demo');
  const [password, setPassword] = useState('Demo1234!');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const data = await call(creditorLogin, { body: { emalId: email, password } });
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
