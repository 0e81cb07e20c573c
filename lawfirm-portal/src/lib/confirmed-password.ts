import { passwordConfirmation } from 'shared-api';
import * as z from 'shared-api/zod';

/** The UI-only field that repeats the password: extend a form schema with it, then refine by `confirmed`. */
export const confirmPasswordField = { confirmPassword: z.string().optional() };

/** When a password is typed, `confirmPassword` is required and must equal it. */
export const confirmed = passwordConfirmation('Password', 'confirmPassword');
