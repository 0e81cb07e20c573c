import { useTranslation } from 'react-i18next';
import { rememberSignupPassword } from 'shared-api';
import {
  currentLanguage,
  MailLanguageField,
  RadioGroup,
  SelectField,
  startOtpCooldown,
  TextField,
  type TextFieldProps,
  toast,
  useZodForm,
  withLoading,
} from 'shared-ui/light';
import { NewPasswordFields } from '../../components/new-password-fields';
import { SubmitForm } from '../../components/submit-form';
import { AppLink, useAppNavigate, useAppSearchParams } from '../../navigation/navigation';
import { creditorLoginPathFor, paths, verifyOtpPathFor } from '../../navigation/paths';
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
import { useCreditorSignup } from './use-signup';

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
 * `/creditors-portal-signup`: every field of the creditor's sign-up; success leads to the code page for that e-mail.
 * From an invitation's link (`?invitation=<token>&email=<address>`) the e-mail is filled in
 * and the sign-up carries the token: once the address is verified, the creditor follows the case.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const params = useAppSearchParams();
  const invitation = params.get('invitation');
  const signup = useCreditorSignup();
  const form = useZodForm(
    signupFormSchema,
    { ...emptyForm, creditorEmaill: params.get('email') ?? '', language: currentLanguage() },
    { mode: 'onTouched' },
  );
  const { field, handleSubmit } = form;
  useInterfaceLanguageDefault(form);
  const text = (name: keyof SignupFormInput, label: string, props: Partial<TextFieldProps> = {}) => (
    <TextField label={t(`shell.signup.${label}`)} {...props} {...field(name)} />
  );

  const onSubmit = async (values: SignupFormValues) => {
    const body = { ...toSignupBody(values), ...(invitation ? { invitationToken: invitation } : {}) };
    // A failure is toasted by the mutation cache; the form stays as filled in.
    const signedUp = await withLoading(signup.mutateAsync({ body })).then(
      () => true,
      () => false,
    );
    if (!signedUp) return;
    toast.success(t('shell.signup.success'));
    const email = values.creditorEmaill;
    // The server mailed the first code just now: a resend waits the full cooldown.
    startOtpCooldown(email);
    // The code page verifies with this sign-up's password too: kept in memory for it, never in the URL.
    rememberSignupPassword(email, values.creditorPsw);
    navigate(verifyOtpPathFor(email), { state: { email } });
  };

  return (
    <PublicPage title={t('shell.signup.title')} intro={t('shell.signup.intro')} wide>
      {invitation ? <p role="note">{t('shell.signup.invited')}</p> : null}
      <SubmitForm
        onSubmit={handleSubmit(onSubmit)}
        submitText={t('shell.signup.submit')}
        busy={signup.isPending}
        waitForHydration
        className="shell-signup"
      >
        {text('creditorName', 'creditorName', { autoComplete: 'name' })}
        {text('creditorEmaill', 'email', { type: 'email', autoComplete: 'email' })}
        <NewPasswordFields
          field="creditorPsw"
          form={form}
          labels={{ password: t('shell.signup.password'), confirmation: t('shell.signup.confirmPassword') }}
        />
        {text('creditrorCompanyName', 'companyName', { autoComplete: 'organization' })}
        {text('creditorCompanyOrgNr', 'orgNumber', { hint: t('shell.signup.orgNumberHint') })}
        <SelectField
          label={t('shell.signup.creditorType')}
          options={CREDITOR_TYPES.map((type) => ({
            value: type,
            label: t(`shell.signup.creditorTypes.${type}`),
          }))}
          {...field('creditorType')}
        />
        <RadioGroup
          legend={t('shell.signup.role')}
          options={ROLE_TYPES.map((role) => ({ value: role, label: t(`shell.signup.roles.${role}`) }))}
          {...field('roleType')}
        />
        {text('creditorStreet', 'street', { autoComplete: 'street-address' })}
        <div className="shell-signup__row">
          {text('creditorPostNumber', 'postNumber', { autoComplete: 'postal-code' })}
          {text('creditorTown', 'town', { autoComplete: 'address-level2' })}
        </div>
        {text('creditorCountry', 'country', { autoComplete: 'country-name' })}
        <MailLanguageField {...field('language')} />
      </SubmitForm>
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
