import { useTranslation } from 'react-i18next';
import { BANK_DETAILS_KINDS, type BankDetailsKind, saveBankDetailsBodySchema } from 'shared-api';
import { PasswordField, SelectField, TextField, toast, useZodForm } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { useSaveBankDetails } from '../api/use-bank-details';

/** The fields each kind of account asks for, under `details`. */
const FIELDS: Record<BankDetailsKind, readonly string[]> = {
  BankAccount: ['clearingNumber', 'accountNumber'],
  Bankgiro: ['number'],
  Plusgiro: ['number'],
  Iban: ['iban', 'bic'],
};

/** Give or change the bank details: the kind, its numbers (checked as the server checks them) and the password. */
export function BankDetailsForm({ creditorId }: { creditorId: number }) {
  const { t } = useTranslation();
  const save = useSaveBankDetails();
  const form = useZodForm(saveBankDetailsBodySchema, {
    creditorId,
    details: { kind: 'BankAccount', clearingNumber: '', accountNumber: '' },
    password: '',
  });
  const kind = form.watch('details.kind') as BankDetailsKind;
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { body },
      {
        onSuccess: () => {
          toast.success(t('creditor.bankDetails.saved'));
          form.reset({
            creditorId,
            details: { kind, ...Object.fromEntries(FIELDS[kind].map((f) => [f, ''])) },
            password: '',
          } as never);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="creditor-bank-details__form">
      <SelectField
        label={t('creditor.bankDetails.kind')}
        placeholder={false}
        options={BANK_DETAILS_KINDS.map((value) => ({
          value,
          label: t(`creditor.bankDetails.kinds.${value}`),
        }))}
        {...form.field('details.kind')}
      />
      {FIELDS[kind].map((name) => (
        <TextField
          key={`${kind}-${name}`}
          label={t(`creditor.bankDetails.fields.${name}`)}
          autoComplete="off"
          inputMode={name === 'iban' || name === 'bic' ? 'text' : 'numeric'}
          {...form.field(`details.${name}` as 'details.kind')}
        />
      ))}
      <PasswordField
        label={t('creditor.bankDetails.password')}
        hint={t('creditor.bankDetails.passwordHint')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('creditor.bankDetails.save')}
      </Button>
    </form>
  );
}
