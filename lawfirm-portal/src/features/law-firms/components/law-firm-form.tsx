import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawFirm } from 'shared-api';
import { FormModal, PasswordField, TextAreaField, TextField, useFirmLogo, useZodForm } from 'shared-ui';
import type { z } from 'zod';
import { useSchemaValidity } from '../../../lib/use-schema-validity';
import {
  addLawFirmFormSchema,
  editLawFirmFormSchema,
  emptyLawFirmForm,
  type LawFirmFormOutput,
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
  // The edit schema's input is the looser one (an optional password), so both fit it.
  const schema: z.ZodType<LawFirmFormOutput, z.input<typeof editLawFirmFormSchema>> = editing
    ? editLawFirmFormSchema
    : addLawFirmFormSchema;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoProblem, setLogoProblem] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    message,
    formState: { isSubmitting },
  } = useZodForm(schema, firm ? lawFirmFormValuesOf(firm) : emptyLawFirmForm, {
    mode: 'onBlur',
    reValidateMode: 'onChange',
  });
  const isValid = useSchemaValidity(schema, watch());
  const required = (key: string) => `${t(key)} *`;

  const submit = handleSubmit(async (values) => {
    // Only S decides it: A's form sends nothing (the server would ignore it anyway).
    const sent = canRequireTwoFactor ? values : { ...values, RequireTwoFactor: undefined };
    if (await onSubmit(sent, logo)) onClose();
  });

  return (
    <FormModal
      open
      title={editing ? t('lawfirm.lawFirms.form.editTitle') : t('lawfirm.lawFirms.form.addTitle')}
      submitText={t('common.actions.save')}
      busy={isSubmitting}
      submitDisabled={!isValid || logoProblem}
      onSubmit={submit}
      onCancel={onClose}
    >
      <TextField
        label={required('lawfirm.lawFirms.form.name')}
        error={message('LawfirmName')}
        {...register('LawfirmName')}
      />
      <TextField
        label={required('lawfirm.lawFirms.form.offices')}
        hint={t('lawfirm.lawFirms.form.officesHint')}
        error={message('LawFirmOffices')}
        {...register('LawFirmOffices')}
      />
      <TextField
        label={required('lawfirm.lawFirms.form.contactName')}
        error={message('LawfirmContactName')}
        {...register('LawfirmContactName')}
      />
      <TextField
        label={required('lawfirm.lawFirms.form.contactEmail')}
        type="email"
        autoComplete="off"
        error={message('LawfirmContactEmail')}
        {...register('LawfirmContactEmail')}
      />
      <PasswordField
        label={editing ? t('lawfirm.lawFirms.form.password') : required('lawfirm.lawFirms.form.password')}
        hint={editing ? t('lawfirm.lawFirms.form.passwordEditHint') : undefined}
        autoComplete="new-password"
        error={message('Password')}
        {...register('Password')}
      />
      <PasswordField
        label={t('lawfirm.lawFirms.form.confirmPassword')}
        autoComplete="new-password"
        error={message('confirmPassword')}
        {...register('confirmPassword')}
      />
      <TextField
        label={t('lawfirm.lawFirms.form.url')}
        error={message('LawfirmUrl')}
        {...register('LawfirmUrl')}
      />
      <TextAreaField label={t('lawfirm.lawFirms.form.notes')} rows={3} {...register('LawfirmNotes')} />
      <ColorField
        value={watch('ColorCode')}
        error={message('ColorCode')}
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
    </FormModal>
  );
}
