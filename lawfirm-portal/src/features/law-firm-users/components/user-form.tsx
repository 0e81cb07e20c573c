import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LawFirmOffice, LawFirmUser } from 'shared-api';
import type * as z from 'shared-api/zod';
import { FormModal, TextField } from 'shared-ui';
import { Select } from 'shared-ui/antd';
import { PasswordPair } from '../../../components/password-pair';
import { useDialogForm } from '../../../lib/use-dialog-form';
import {
  addUserFormSchema,
  editUserFormSchema,
  type UserFormOutput,
  userFormValuesOf,
} from '../user-form-schema';

export type UserFormProps = {
  /** The user being edited; null adds one. */
  user: LawFirmUser | null;
  /** The firm's offices to choose from. */
  offices: readonly LawFirmOffice[];
  onSubmit: (values: UserFormOutput) => Promise<boolean>;
  onClose: () => void;
};

/** The law-firm user form in a modal; Save only when valid, Escape closes. */
export function UserForm({ user, offices, onSubmit, onClose }: UserFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const editing = user !== null;
  // The edit schema's input is the looser one (an optional password), so both fit it.
  const schema: z.ZodType<UserFormOutput, z.input<typeof editUserFormSchema>> = editing
    ? editUserFormSchema
    : addUserFormSchema;
  const { control, field, modal } = useDialogForm(schema, userFormValuesOf(user), {
    mode: 'onBlur',
    reValidateMode: 'onChange',
    onSave: onSubmit,
    onClose,
  });

  return (
    <FormModal
      {...modal}
      title={editing ? t('lawfirm.users.form.editTitle') : t('lawfirm.users.form.addTitle')}
    >
      <TextField label={t('lawfirm.users.form.name')} {...field('lawfirmUserName')} />
      <TextField
        label={`${t('lawfirm.users.form.email')} *`}
        type="email"
        autoComplete="off"
        {...field('LawfirmUserEmail')}
      />
      <PasswordPair texts="lawfirm.users.form" editing={editing} field={field} />
      <Controller
        control={control}
        name="lawFirmUserOffices"
        render={({ field, fieldState }) => (
          <div className={`portal-field ${fieldState.error ? 'portal-field--invalid' : ''}`}>
            <label className="portal-field__label" htmlFor={`${formId}-offices`}>
              {`${t('lawfirm.users.form.offices')} *`}
            </label>
            <Select
              id={`${formId}-offices`}
              mode="multiple"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              listHeight={160}
              virtual={false}
              style={{ width: '100%' }}
              aria-invalid={fieldState.error ? true : undefined}
              options={offices.map((office) => ({
                value: office.lawFirmOfficeId,
                label: office.lawfirmOffice,
              }))}
            />
            {fieldState.error?.message ? (
              <p className="portal-field__error">{t(fieldState.error.message)}</p>
            ) : null}
          </div>
        )}
      />
    </FormModal>
  );
}
