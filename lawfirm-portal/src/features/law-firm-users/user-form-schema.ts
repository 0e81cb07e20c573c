import {
  addLawFirmUserBodySchema,
  idSchema,
  type LawFirmUser,
  updateLawFirmUserBodySchema,
} from 'shared-api';
import * as z from 'shared-api/zod';
import { staffFormSchemas } from '../../lib/confirmed-password';

/** Offices as the form holds them: the chosen office ids. */
const officeIdsSchema = z
  .array(idSchema, { error: 'validation.officeRequired' })
  .min(1, 'validation.officeRequired');

/** The user's own words, which a password must not lean on. */
const personal = (values: { LawfirmUserEmail?: string; lawfirmUserName?: string | null }) => [
  values.LawfirmUserEmail,
  values.lawfirmUserName,
];

/**
 * The law-firm user form: the contract body plus the UI-only password confirmation; the password strong
 * enough for staff (the server's check too). Editing: the password is optional; when given, staff's rules
 * and a matching confirmation.
 */
export const { add: addUserFormSchema, edit: editUserFormSchema } = staffFormSchemas(
  {
    add: addLawFirmUserBodySchema.omit({ lawFirmId: true }).extend({ lawFirmUserOffices: officeIdsSchema }),
    edit: updateLawFirmUserBodySchema
      .omit({ lawFirmId: true, lawFirmUserId: true })
      .extend({ lawFirmUserOffices: officeIdsSchema }),
  },
  personal,
);

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
