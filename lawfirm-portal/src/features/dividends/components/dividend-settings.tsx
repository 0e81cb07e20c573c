import { useTranslation } from 'react-i18next';
import { type CaseDividends, dividendSettingsBodySchema, estateAccountBodySchema } from 'shared-api';
import { formatSek, TextField, toast, useZodForm } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { useDividendSettings, useEstateAccount } from '../api/use-dividends';

type Props = { caseId: number; dividends: CaseDividends; canChange: boolean };

/** The firm's minimum dividend and hold days, and the estate's account: A changes them, U reads them. */
export function DividendSettingsPanel({ caseId, dividends, canChange }: Props) {
  const { t } = useTranslation();
  const { settings, estateAccount } = dividends;
  if (!canChange)
    return (
      <dl className="dividends__totals">
        <dt>{t('lawfirm.dividends.settings.minimum')}</dt>
        <dd>{formatSek(settings.minimumDividend)}</dd>
        <dt>{t('lawfirm.dividends.settings.holdDays')}</dt>
        <dd>{settings.bankDetailsHoldDays}</dd>
        <dt>{t('lawfirm.dividends.settings.estateAccount')}</dt>
        <dd>
          {estateAccount
            ? `${estateAccount.iban} (${estateAccount.bic})`
            : t('lawfirm.dividends.settings.none')}
        </dd>
      </dl>
    );
  return (
    <div className="dividends__row">
      <SettingsForm caseId={caseId} dividends={dividends} />
      <EstateForm caseId={caseId} dividends={dividends} />
    </div>
  );
}

function SettingsForm({ caseId, dividends }: Omit<Props, 'canChange'>) {
  const { t } = useTranslation();
  const save = useDividendSettings(caseId);
  const form = useZodForm(dividendSettingsBodySchema, {
    minimumDividend: dividends.settings.minimumDividend,
    bankDetailsHoldDays: dividends.settings.bankDetailsHoldDays,
  });
  const submit = form.handleSubmit((body) =>
    save.mutate({ body }, { onSuccess: () => toast.success(t('lawfirm.dividends.saved')) }),
  );
  return (
    <form className="dividends__panel" onSubmit={submit} noValidate aria-labelledby="dividend-settings">
      <h3 id="dividend-settings">{t('lawfirm.dividends.settings.title')}</h3>
      <TextField
        label={t('lawfirm.dividends.settings.minimum')}
        inputMode="decimal"
        {...form.field('minimumDividend')}
      />
      <TextField
        label={t('lawfirm.dividends.settings.holdDays')}
        inputMode="numeric"
        {...form.field('bankDetailsHoldDays')}
      />
      <Button htmlType="submit" loading={save.isPending}>
        {t('lawfirm.dividends.settings.save')}
      </Button>
    </form>
  );
}

function EstateForm({ caseId, dividends }: Omit<Props, 'canChange'>) {
  const { t } = useTranslation();
  const save = useEstateAccount(caseId);
  const form = useZodForm(estateAccountBodySchema, {
    caseId,
    iban: dividends.estateAccount?.iban ?? '',
    bic: dividends.estateAccount?.bic ?? '',
  });
  const submit = form.handleSubmit((body) =>
    save.mutate({ body }, { onSuccess: () => toast.success(t('lawfirm.dividends.saved')) }),
  );
  return (
    <form className="dividends__panel" onSubmit={submit} noValidate aria-labelledby="estate-account">
      <h3 id="estate-account">{t('lawfirm.dividends.settings.estateAccount')}</h3>
      <TextField label="IBAN" autoComplete="off" {...form.field('iban')} />
      <TextField label="BIC" autoComplete="off" {...form.field('bic')} />
      <Button htmlType="submit" loading={save.isPending}>
        {t('lawfirm.dividends.settings.saveAccount')}
      </Button>
    </form>
  );
}
