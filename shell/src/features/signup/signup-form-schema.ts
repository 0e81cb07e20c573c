import { creditorSignupBodySchema, requiredText, withStrongPassword } from 'shared-api';
import * as z from 'shared-api/zod';

export const ROLE_TYPES = ['TypeA', 'TypeB'] as const;
export const CREDITOR_TYPES = ['Vendor', 'Creditor', 'Other'] as const;

/**
 * The sign-up form: the contract's body, with the role choice (TypeA =
 * creditor, TypeB = debt collector → `isDebtCollector`) and the password
 * confirmation as the form's own fields.
 */
const signupFields = creditorSignupBodySchema
  .omit({ isDebtCollector: true })
  .extend({
    confirmPassword: requiredText('validation.required'),
    roleType: z.enum(ROLE_TYPES, { error: 'validation.required' }),
  })
  .refine((values) => values.creditorPsw === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordsMustMatch',
    // Compare as soon as both are typed, not only once every other field is valid.
    when: (payload) => {
      const value = payload.value as { creditorPsw?: unknown; confirmPassword?: unknown };
      return (
        typeof value.creditorPsw === 'string' &&
        typeof value.confirmPassword === 'string' &&
        value.confirmPassword !== ''
      );
    },
  });

/** The password's strength as the server judges it (a creditor's rules), with the account's own words. */
export const signupFormSchema = withStrongPassword(signupFields, 'creditorPsw', 'creditor', (values) => [
  values.creditorEmaill,
  values.creditorName,
  values.creditrorCompanyName,
]);

export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;

export const toSignupBody = ({ confirmPassword: _confirm, roleType, ...rest }: SignupFormValues) => ({
  ...rest,
  isDebtCollector: roleType === 'TypeB',
});
