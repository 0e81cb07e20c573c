import { passwordConfirmation } from 'shared-api';
import { z } from 'zod';

/** The password a form schema's `Password` field takes: required on add, optional on edit. */
type PasswordShape = z.ZodRawShape & { Password: z.ZodType<string | null | undefined> };

/**
 * A form schema (the contract's body or query plus the form's own fields) with the UI-only password
 * confirmation: when a password is typed, `confirmPassword` is required and must equal it.
 */
export const withConfirmedPassword = <Shape extends PasswordShape>(schema: z.ZodObject<Shape>) =>
  schema
    .extend({ confirmPassword: z.string().optional() })
    .superRefine(passwordConfirmation('Password', 'confirmPassword'));
