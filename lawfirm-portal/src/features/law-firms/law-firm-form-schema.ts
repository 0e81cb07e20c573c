import {
  addLawFirmQuerySchema,
  colorCodeSchema,
  DEFAULT_FIRM_COLOR,
  joinOffices,
  type LawFirm,
  updateLawFirmQuerySchema,
} from 'shared-api';
import type * as z from 'shared-api/zod';
import { staffFormSchemas } from '../../lib/confirmed-password';

/** The administrator's own words, which a password must not lean on. */
const personal = (values: {
  LawfirmContactEmail?: string;
  LawfirmContactName?: string;
  LawfirmName?: string;
}) => [values.LawfirmContactEmail, values.LawfirmContactName, values.LawfirmName];

/**
 * The law-firm form: the contract's query plus the UI-only password confirmation; the administrator's
 * password strong enough for staff (the server's check too). Editing: the password is optional (empty
 * keeps it), offices may change.
 */
export const { add: addLawFirmFormSchema, edit: editLawFirmFormSchema } = staffFormSchemas(
  {
    add: addLawFirmQuerySchema.omit({ CreatedBy: true }).extend({ ColorCode: colorCodeSchema }),
    edit: updateLawFirmQuerySchema
      .omit({ CreatedBy: true, LawFirmId: true })
      .extend({ LawFirmOffices: addLawFirmQuerySchema.shape.LawFirmOffices, ColorCode: colorCodeSchema }),
  },
  personal,
);

export type LawFirmFormValues = {
  LawfirmName: string;
  LawFirmOffices: string;
  LawfirmContactName: string;
  LawfirmContactEmail: string;
  Password: string;
  confirmPassword: string;
  LawfirmUrl: string;
  LawfirmNotes: string;
  ColorCode: string;
  /** S only: every staff member must use two-factor sign-in. */
  RequireTwoFactor: boolean;
};

export type LawFirmFormOutput =
  | z.output<typeof addLawFirmFormSchema>
  | z.output<typeof editLawFirmFormSchema>;

export const emptyLawFirmForm: LawFirmFormValues = {
  LawfirmName: '',
  LawFirmOffices: '',
  LawfirmContactName: '',
  LawfirmContactEmail: '',
  Password: '',
  confirmPassword: '',
  LawfirmUrl: '',
  LawfirmNotes: '',
  ColorCode: DEFAULT_FIRM_COLOR,
  RequireTwoFactor: false,
};

export const lawFirmFormValuesOf = (firm: LawFirm): LawFirmFormValues => ({
  LawfirmName: firm.lawfirmName,
  LawFirmOffices: joinOffices(firm.officeList.map((office) => office.lawfirmOffice)),
  LawfirmContactName: firm.lawfirmContactName,
  LawfirmContactEmail: firm.lawfirmContactEmail,
  Password: '',
  confirmPassword: '',
  LawfirmUrl: firm.lawfirmUrl ?? '',
  LawfirmNotes: firm.lawfirmNotes ?? '',
  ColorCode: /^#[0-9A-Fa-f]{6}$/.test(firm.color) ? firm.color : DEFAULT_FIRM_COLOR,
  RequireTwoFactor: firm.requireTwoFactor === true,
});
