import {
  addLawFirmUserBodySchema,
  idSchema,
  type LawFirmUser,
  updateLawFirmUserBodySchema,
} from 'shared-api';
import * as z from 'shared-api/zod';
import { confirmed, confirmPasswordField } from '../../lib/confirmed-password';

/** Offices as the form holds them: the chosen office ids. */
const officeIdsSchema = z
  .array(idSchema, { error: 'validation.officeRequired' })
  .min(1, 'validation.officeRequired');

/** The law-firm user form (add): the contract body plus the UI-only password confirmation. */
export const addUserFormSchema = addLawFirmUserBodySchema
  .omit({ lawFirmId: true })
  .extend({ lawFirmUserOffices: officeIdsSchema, ...confirmPasswordField })
  .superRefine(confirmed);

/** Editing: the password is optional; when given, 6 characters and a matching confirmation. */
export const editUserFormSchema = updateLawFirmUserBodySchema
  .omit({ lawFirmId: true, lawFirmUserId: true })
  .extend({ lawFirmUserOffices: officeIdsSchema, ...confirmPasswordField })
  .superRefine(confirmed);

export type UserFormValues = {
  lawfirmUserName: string;
  LawfirmUserEmail: string;
  Password: string;
  confirmPassword: string;
  lawFirmUserOffices: number[];
};

export type UserFormOutput = z.output<typeof addUserFormSchema> | z.output<typeof editUserFormSchema>;

export const userFormValuesOf = (user: LawFirmUser | null): UserFormValues => ({
  lawfirmUserName: user?.lawfirmUserName ?? '',
  LawfirmUserEmail: user?.lawfirmUserEmail ?? '',
  Password: '',
  confirmPassword: '',
  lawFirmUserOffices: user?.lawFirmUserOffices.map((office) => office.lawFirmOfficeId) ?? [],
});
