import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal } from 'antd';
import { useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LawFirm } from 'shared-api';
import { PasswordField, TextField, useFirmLogo } from 'shared-ui';
import { useSchemaValidity } from '../../../lib/use-schema-validity';
import {
  addLawFirmFormSchema,
  editLawFirmFormSchema,
  emptyLawFirmForm,
  type LawFirmFormOutput,
  type LawFirmFormValues,
  lawFirmFormValuesOf,
} from '../law-firm-form-schema';
import { ColorField } from './color-field';
import { LogoField } from './logo-field';

export type LawFirmFormProps = {
  /** The firm being edited; null adds a new one. */
  firm: LawFirm | null;
  onSubmit: (values: LawFirmFormOutput, logo: File | null) => Promise<boolean>;
  onClose: () => void;
  /** S's screens: the switch that requires two-factor sign-in of the firm's staff. */
  canRequireTwoFactor?: boolean;
};

/**
 * The law-firm form of spec 1 §2/§5 in a modal: errors after a field loses
 * focus, every field touched on submit, Save disabled until valid, Escape closes.
 */
export function LawFirmForm({ firm, onSubmit, onClose, canRequireTwoFactor = false }: LawFirmFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const editing = firm !== null;
  const currentLogo = useFirmLogo(firm?.logoPath ? firm : null);
  const schema = editing ? editLawFirmFormSchema : addLawFirmFormSchema;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<LawFirmFormValues, unknown, LawFirmFormOutput>({
    resolver: zodResolver(schema) as never,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: firm ? lawFirmFormValuesOf(firm) : emptyLawFirmForm,
  });
  const isValid = useSchemaValidity(schema, watch());
  const message = (error: FieldError | undefined) => (error?.message ? t(error.message) : undefined);
  const required = (key: string) => `${t(key)} *`;

  const submit = handleSubmit(async (values) => {
    // Only S decides it: A's form sends nothing (the server would ignore it anyway).
    const sent = canRequireTwoFactor ? values : { ...values, RequireTwoFactor: undefined };
    if (await onSubmit(sent, logo)) onClose();
  });

  return (
    <Modal
      open
      title={editing ? t('lawfirm.lawFirms.form.editTitle') : t('lawfirm.lawFirms.form.addTitle')}
      onCancel={onClose}
      keyboard
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={formId}
          disabled={!isValid || logoProblem}
          loading={isSubmitting}
        >
          {t('common.actions.save')}
        </Button>,
      ]}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={required('lawfirm.lawFirms.form.name')}
          error={message(errors.LawfirmName)}
          {...register('LawfirmName')}
        />
        <TextField
          label={required('lawfirm.lawFirms.form.offices')}
          hint={t('lawfirm.lawFirms.form.officesHint')}
          error={message(errors.LawFirmOffices)}
          {...register('LawFirmOffices')}
        />
        <TextField
          label={required('lawfirm.lawFirms.form.contactName')}
          error={message(errors.LawfirmContactName)}
          {...register('LawfirmContactName')}
        />
        <TextField
          label={required('lawfirm.lawFirms.form.contactEmail')}
          type="email"
          autoComplete="off"
          error={message(errors.LawfirmContactEmail)}
          {...register('LawfirmContactEmail')}
        />
        <PasswordField
          label={editing ? t('lawfirm.lawFirms.form.password') : required('lawfirm.lawFirms.form.password')}
          hint={editing ? t('lawfirm.lawFirms.form.passwordEditHint') : undefined}
          autoComplete="new-password"
          error={message(errors.Password)}
          {...register('Password')}
        />
        <PasswordField
          label={t('lawfirm.lawFirms.form.confirmPassword')}
          autoComplete="new-password"
          error={message(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <TextField
          label={t('lawfirm.lawFirms.form.url')}
          error={message(errors.LawfirmUrl)}
          {...register('LawfirmUrl')}
        />
        <div className="portal-field">
          <label className="portal-field__label" htmlFor={`${formId}-notes`}>
            {t('lawfirm.lawFirms.form.notes')}
          </label>
          <textarea
            id={`${formId}-notes`}
            className="portal-field__input"
            rows={3}
            {...register('LawfirmNotes')}
          />
        </div>
        <ColorField
          value={watch('ColorCode')}
          error={message(errors.ColorCode)}
          registration={register('ColorCode')}
          onPick={(hex) => setValue('ColorCode', hex, { shouldValidate: true, shouldDirty: true })}
        />
        {canRequireTwoFactor ? (
          <div className="portal-field">
            <label className="portal-field__label">
              <input
                type="checkbox"
                aria-describedby={`${formId}-two-factor-hint`}
                {...register('RequireTwoFactor')}
              />{' '}
              {t('lawfirm.lawFirms.form.requireTwoFactor')}
            </label>
            <p id={`${formId}-two-factor-hint`} className="portal-field__hint">
              {t('lawfirm.lawFirms.form.requireTwoFactorHint')}
            </p>
          </div>
        ) : null}
        <LogoField
          currentUrl={firm?.logoPath ? currentLogo : null}
          onChange={(file, problem) => {
            setLogo(file);
            setLogoProblem(problem);
          }}
        />
      </form>
    </Modal>
  );
}
