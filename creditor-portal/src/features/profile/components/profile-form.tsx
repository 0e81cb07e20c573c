import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Creditor,
  type ProfileUpdateBody,
  profileUpdateBodySchema,
  withStrongPassword,
} from 'shared-api';
import { MailLanguageField, PasswordField, SelectField, TextField, toast, useZodForm } from 'shared-ui';
import { Button, Modal } from 'shared-ui/antd';
import { useUpdateProfile } from '../api/use-profile';

const TEXT_FIELDS = [
  ['creditorName', 'creditor.profile.name'],
  ['creditorEmaill', 'creditor.profile.email'],
  ['creditrorCompanyName', 'creditor.profile.company'],
  ['creditorCompanyOrgNr', 'creditor.profile.orgNr'],
  ['creditorStreet', 'creditor.profile.street'],
  ['creditorPostNumber', 'creditor.profile.postNumber'],
  ['creditorTown', 'creditor.profile.town'],
  ['creditorCountry', 'creditor.profile.country'],
] as const;

const CREDITOR_TYPES = ['Vendor', 'Creditor', 'Other'] as const;

/** The contract's profile rules, and a new password strong enough for a creditor (the server's check too). */
const profileFormSchema = withStrongPassword(
  profileUpdateBodySchema,
  'creditorNewPsw',
  'creditor',
  (values) => [values.creditorEmaill, values.creditorName, values.creditrorCompanyName],
);

const formValuesOf = (profile: Creditor): ProfileUpdateBody => ({
  creditorId: profile.creditorId,
  creditorName: profile.creditorName,
  creditorEmaill: profile.creditorEmaill,
  creditrorCompanyName: profile.creditrorCompanyName,
  creditorCompanyOrgNr: profile.creditorCompanyOrgNr,
  creditorType: profile.creditorType,
  creditorStreet: profile.creditorStreet,
  creditorPostNumber: profile.creditorPostNumber,
  creditorTown: profile.creditorTown,
  creditorCountry: profile.creditorCountry,
  // The mails' language; a profile without one sends none and keeps the stored one.
  language: profile.language,
  creditorPsw: '',
  creditorNewPsw: '',
});

type ProfileFormProps = {
  profile: Creditor;
  onSaved: () => Promise<void> | void;
  onCancel: () => void;
};

/** Edit mode of the profile panel: every profile field and the change-password dialog (current and new). */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const update = useUpdateProfile();
  const saving = update.isPending;
  const { register, handleSubmit, setValue, message } = useZodForm(profileFormSchema, formValuesOf(profile));

  const submit = handleSubmit(async (values) => {
    // A failure is toasted by the mutation cache; the form stays as filled in.
    const saved = await update.mutateAsync({ body: values }).catch(() => null);
    if (saved) {
      // A new address counts once the code mailed to it is entered (the profile shows where).
      toast.success(t(saved.pendingEmail ? 'creditor.profile.emailCodeSent' : 'creditor.profile.success'));
      setValue('creditorPsw', '');
      setValue('creditorNewPsw', '');
      setPasswordOpen(false);
      await onSaved();
    }
  });

  const cancelPassword = () => {
    setValue('creditorPsw', '');
    setValue('creditorNewPsw', '');
    setPasswordOpen(false);
  };

  return (
    <form onSubmit={submit} noValidate className="creditor-profile__form">
      {TEXT_FIELDS.map(([name, label]) => (
        <TextField key={name} label={t(label)} error={message(name)} {...register(name)} />
      ))}
      <SelectField
        label={t('creditor.profile.type')}
        options={CREDITOR_TYPES.map((type) => ({ value: type, label: t(`creditor.creditorTypes.${type}`) }))}
        error={message('creditorType')}
        {...register('creditorType')}
      />
      <MailLanguageField error={message('language')} {...register('language')} />
      <Button onClick={() => setPasswordOpen(true)}>{t('creditor.profile.changePassword')}</Button>
      <div className="creditor-profile__actions">
        <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.actions.save')}
        </Button>
      </div>
      <Modal
        open={passwordOpen}
        title={t('creditor.profile.changePassword')}
        onCancel={cancelPassword}
        onOk={() => void submit()}
        okText={t('common.actions.save')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={saving}
        forceRender
      >
        <PasswordField
          label={t('creditor.profile.currentPassword')}
          autoComplete="current-password"
          error={message('creditorPsw')}
          {...register('creditorPsw')}
        />
        <PasswordField
          label={t('creditor.profile.newPassword')}
          autoComplete="new-password"
          error={message('creditorNewPsw')}
          {...register('creditorNewPsw')}
        />
      </Modal>
    </form>
  );
}
