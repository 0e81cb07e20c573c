import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Creditor, otpSchema } from 'shared-api';
import { CodeField, toast } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { useConfirmProfileEmail } from '../api/use-profile';

/**
 * A new e-mail address waiting for its code (docs/decisions/0027-email-changes-wait-for-a-code.md):
 * the profile keeps the address it has until the code mailed to the new one is entered here.
 */
export function PendingEmail({ profile, onConfirmed }: { profile: Creditor; onConfirmed: () => unknown }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirmEmail = useConfirmProfileEmail();
  if (!profile.pendingEmail) return null;

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.otp'));
      return;
    }
    setError(undefined);
    confirmEmail.mutate(
      { body: { creditorId: profile.creditorId, code: parsed.data } },
      {
        onSuccess: async () => {
          toast.success(t('creditor.profile.emailChanged'));
          setCode('');
          await onConfirmed();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={confirm}
      className="creditor-profile__pending"
      aria-labelledby="pending-email-title"
    >
      <h3 id="pending-email-title">{t('creditor.profile.emailPendingTitle')}</h3>
      <p role="status">{t('creditor.profile.emailPending', { email: profile.pendingEmail })}</p>
      <CodeField
        label={t('creditor.profile.emailCode')}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="primary" htmlType="submit" loading={confirmEmail.isPending}>
        {t('creditor.profile.emailConfirm')}
      </Button>
    </form>
  );
}
