import { useFirmLogo } from 'case-tabs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LawFirm } from 'shared-api';
import type * as z from 'shared-api/zod';
import { FormModal, TextAreaField, TextField } from 'shared-ui';
import { PasswordPair } from '../../../components/password-pair';
import { useDialogForm } from '../../../lib/use-dialog-form';
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
 * The law-firm form in a modal: errors after a field loses
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
  const { register, setValue, watch, message, field, modal } = useDialogForm(
    schema,
    firm ? lawFirmFormValuesOf(firm) : emptyLawFirmForm,
    {
      mode: 'onBlur',
      reValidateMode: 'onChange',
      // Only S decides it: A's form sends nothing (the server would ignore it anyway).
      onSave: (values) =>
        onSubmit(canRequireTwoFactor ? values : { ...values, RequireTwoFactor: undefined }, logo),
      onClose,
    },
  );
  const required = (key: string) => `${t(key)} *`;

  return (
    <FormModal
      {...modal}
      title={editing ? t('lawfirm.lawFirms.form.editTitle') : t('lawfirm.lawFirms.form.addTitle')}
      submitDisabled={modal.submitDisabled || logoProblem}
    >
      <TextField label={required('lawfirm.lawFirms.form.name')} {...field('LawfirmName')} />
      <TextField
        label={required('lawfirm.lawFirms.form.offices')}
        hint={t('lawfirm.lawFirms.form.officesHint')}
        {...field('LawFirmOffices')}
      />
      <TextField label={required('lawfirm.lawFirms.form.contactName')} {...field('LawfirmContactName')} />
      <TextField
        label={required('lawfirm.lawFirms.form.contactEmail')}
        type="email"
        autoComplete="off"
        {...field('LawfirmContactEmail')}
      />
      <PasswordPair texts="lawfirm.lawFirms.form" editing={editing} field={field} />
      <TextField label={t('lawfirm.lawFirms.form.url')} {...field('LawfirmUrl')} />
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
