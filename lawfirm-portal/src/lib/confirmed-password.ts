import { passwordConfirmation, withStrongPassword } from 'shared-api';
import * as z from 'shared-api/zod';

/** The UI-only field that repeats the password: extend a form schema with it, then refine by `confirmed`. */
export const confirmPasswordField = { confirmPassword: z.string().optional() };

/** When a password is typed, `confirmPassword` is required and must equal it. */
export const confirmed = passwordConfirmation('Password', 'confirmPassword');

/**
 * A staff member's form (a firm's administrator, a firm user): `schema` plus the UI-only password
 * confirmation, and the `Password` strong enough for staff and not leaning on the `personal` words (the
 * server's check too).
 */
export function withConfirmedStaffPassword<Shape extends z.ZodRawShape & { Password: z.ZodType }>(
  schema: z.ZodObject<Shape>,
  personal: (values: z.output<z.ZodObject<Shape>>) => (string | null | undefined)[],
) {
  const form = schema.extend(confirmPasswordField);
  // The generic shape hides from the compiler that `Password` and `confirmPassword` are there: the bound
  // on Shape and the extension above guarantee both.
  type Values = { Password?: string | null; confirmPassword?: string | null };
  const checked = (form as unknown as z.ZodType<Values>).superRefine(confirmed);
  return withStrongPassword(
    checked,
    'Password',
    'staff',
    personal as (values: Values) => string[],
  ) as unknown as typeof form;
}

/**
 * A staff form's two schemas, adding (`add`) and editing (`edit`), each through `withConfirmedStaffPassword`
 * with the same `personal` words: the firm's administrator and a firm user are both added and edited so.
 */
export function staffFormSchemas<
  Add extends z.ZodRawShape & { Password: z.ZodType },
  Edit extends z.ZodRawShape & { Password: z.ZodType },
>(
  forms: { add: z.ZodObject<Add>; edit: z.ZodObject<Edit> },
  personal: (
    values: z.output<z.ZodObject<Add>> | z.output<z.ZodObject<Edit>>,
  ) => (string | null | undefined)[],
) {
  return {
    add: withConfirmedStaffPassword(forms.add, personal),
    edit: withConfirmedStaffPassword(forms.edit, personal),
  };
}
