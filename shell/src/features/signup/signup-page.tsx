import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call, creditorSignup } from 'shared-api';
import {
  Button,
  currentLanguage,
  errorMessage,
  MailLanguageField,
  RadioGroup,
  SelectField,
  startOtpCooldown,
  TextField,
  toast,
  withLoading,
} from 'shared-ui/light';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useHydrated } from '../../components/use-hydrated';
import { AppLink, useAppNavigate, useAppSearchParams } from '../../routes/navigation';
import { creditorLoginPathFor, paths, verifyOtpPathFor } from '../../routes/paths';
import { PublicPage } from '../login/public-page';
import {
  CREDITOR_TYPES,
  ROLE_TYPES,
  type SignupFormInput,
  type SignupFormValues,
  signupFormSchema,
  toSignupBody,
} from './signup-form-schema';
import { useInterfaceLanguageDefault } from './use-interface-language-default';

const emptyForm: SignupFormInput = {
  creditorName: '',
  creditorEmaill: '',
  creditorPsw: '',
  confirmPassword: '',
  creditrorCompanyName: '',
  creditorCompanyOrgNr: '',
  creditorType: '' as SignupFormInput['creditorType'],
  roleType: '' as SignupFormInput['roleType'],
  creditorStreet: '',
  creditorPostNumber: '',
  creditorTown: '',
  creditorCountry: '',
};

/**
 * `/creditors-portal-signup`: every field of spec 2 §2; success leads to the code page for that e-mail.
 * From an invitation's link (`?invitation=<token>&email=<address>`, issue 16 §5) the e-mail is filled in
 * and the sign-up carries the token: once the address is verified, the creditor follows the case.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const params = useAppSearchParams();
  const invitation = params.get('invitation');
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onTouched',
    defaultValues: { ...emptyForm, creditorEmaill: params.get('email') ?? '', language: currentLanguage() },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  useInterfaceLanguageDefault(form);
  const error = (message: string | undefined) => (message ? t(message) : undefined);

  const onSubmit = async (values: SignupFormValues) => {
    setBusy(true);
    try {
      const body = { ...toSignupBody(values), ...(invitation ? { invitationToken: invitation } : {}) };
      await withLoading(call(creditorSignup, { body }));
      toast.success(t('shell.signup.success'));
      const email = values.creditorEmaill;
      // The server mailed the first code just now: a resend waits the full cooldown.
      startOtpCooldown(email);
      navigate(verifyOtpPathFor(email), { state: { email } });
    } catch (failure) {
      setBusy(false);
      toast.error(errorMessage(failure, 'shell.signup.failed'));
    }
  };

  return (
    <PublicPage title={t('shell.signup.title')} intro={t('shell.signup.intro')} wide>
      {invitation ? <p role="note">{t('shell.signup.invited')}</p> : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="shell-signup">
        <TextField
          label={t('shell.signup.creditorName')}
          autoComplete="name"
          error={error(errors.creditorName?.message)}
          {...register('creditorName')}
        />
        <TextField
          label={t('shell.signup.email')}
          type="email"
          autoComplete="email"
          error={error(errors.creditorEmaill?.message)}
          {...register('creditorEmaill')}
        />
        <NewPasswordFields
          field="creditorPsw"
          form={form}
          errors={{ password: errors.creditorPsw?.message, confirmation: errors.confirmPassword?.message }}
          labels={{ password: t('shell.signup.password'), confirmation: t('shell.signup.confirmPassword') }}
        />
        <TextField
          label={t('shell.signup.companyName')}
          autoComplete="organization"
          error={error(errors.creditrorCompanyName?.message)}
          {...register('creditrorCompanyName')}
        />
        <TextField
          label={t('shell.signup.orgNumber')}
          hint={t('shell.signup.orgNumberHint')}
          error={error(errors.creditorCompanyOrgNr?.message)}
          {...register('creditorCompanyOrgNr')}
        />
        <SelectField
          label={t('shell.signup.creditorType')}
          options={CREDITOR_TYPES.map((type) => ({
            value: type,
            label: t(`shell.signup.creditorTypes.${type}`),
          }))}
          error={error(errors.creditorType?.message)}
          {...register('creditorType')}
        />
        <RadioGroup
          legend={t('shell.signup.role')}
          options={ROLE_TYPES.map((role) => ({ value: role, label: t(`shell.signup.roles.${role}`) }))}
          error={error(errors.roleType?.message)}
          {...register('roleType')}
        />
        <TextField
          label={t('shell.signup.street')}
          autoComplete="street-address"
          error={error(errors.creditorStreet?.message)}
          {...register('creditorStreet')}
        />
        <div className="shell-signup__row">
          <TextField
            label={t('shell.signup.postNumber')}
            autoComplete="postal-code"
            error={error(errors.creditorPostNumber?.message)}
            {...register('creditorPostNumber')}
          />
          <TextField
            label={t('shell.signup.town')}
            autoComplete="address-level2"
            error={error(errors.creditorTown?.message)}
            {...register('creditorTown')}
          />
        </div>
        <TextField
          label={t('shell.signup.country')}
          autoComplete="country-name"
          error={error(errors.creditorCountry?.message)}
          {...register('creditorCountry')}
        />
        <MailLanguageField error={error(errors.language?.message)} {...register('language')} />
        <Button type="submit" busy={busy} disabled={!hydrated} className="shell-login__submit">
          {t('shell.signup.submit')}
        </Button>
      </form>
      <p className="shell-public__links">
        <span>
          {t('shell.signup.haveAccount')}{' '}
          <AppLink to={invitation ? creditorLoginPathFor(invitation) : paths.creditorLogin}>
            {t('shell.signup.backToLogin')}
          </AppLink>
        </span>
      </p>
    </PublicPage>
  );
}
