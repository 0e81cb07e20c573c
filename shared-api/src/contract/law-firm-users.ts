import * as z from 'shared-api/zod';
import { emailSchema, idSchema, optionalText } from './common';
import { endpointGroup, pagedListSchema, pagedQuerySchema, recordIdSchema } from './endpoint';
import { lawFirmOfficeSchema } from './law-firms';
import { optionalStaffNewPasswordSchema, staffNewPasswordSchema } from './password-policy';

/**
 * Users of a law firm. The wire mixes casings on purpose:
 * `lawfirmUserName`, `LawfirmUserEmail`, `Password`, `lawFirmUserOffices`.
 */

/** An office assignment: `{ lawFirmOfficeId }` as the original sent it, or a bare id. */
export const officeRefSchema = z.union([idSchema, z.object({ lawFirmOfficeId: idSchema })]);

/** Office id of an assignment, whichever form it came in. */
export const officeIdOf = (ref: z.output<typeof officeRefSchema>): number =>
  typeof ref === 'number' ? ref : ref.lawFirmOfficeId;

const officeAssignmentsSchema = z
  .array(officeRefSchema, { error: 'validation.officeRequired' })
  .min(1, 'validation.officeRequired')
  .max(200, 'validation.tooLong');

/** POST /api/LawFirm/addUser */
export const addLawFirmUserBodySchema = z.object({
  /** The firm; for A it must be its own (the server checks). */
  lawFirmId: idSchema,
  /** Display name; the form uses the e-mail when none is given. */
  lawfirmUserName: optionalText(200),
  LawfirmUserEmail: emailSchema,
  Password: staffNewPasswordSchema,
  lawFirmUserOffices: officeAssignmentsSchema,
});
export type AddLawFirmUserBody = z.input<typeof addLawFirmUserBodySchema>;

/**
 * PUT /api/LawFirm/updateUser: `lawFirmUserId` plus the add payload;
 * Password only when it changes (empty or absent keeps it).
 */
export const updateLawFirmUserBodySchema = addLawFirmUserBodySchema.extend({
  lawFirmUserId: idSchema,
  lawFirmId: idSchema.optional(),
  Password: optionalStaffNewPasswordSchema,
});
export type UpdateLawFirmUserBody = z.input<typeof updateLawFirmUserBodySchema>;

export const lawFirmUserSchema = z.object({
  lawFirmUserId: z.number().int(),
  lawFirmId: z.number().int(),
  lawfirmUserName: z.string(),
  lawfirmUserEmail: z.string(),
  lawFirmUserOffices: z.array(lawFirmOfficeSchema),
  /** Beyond the original: A (the firm's administrator) or U. */
  userType: z.enum(['A', 'U']).optional(),
  /**
   * Beyond the original: a new address given in updateUser, waiting until the user enters the code mailed to it
   * on the account page; `lawfirmUserEmail` counts until then. Null: none.
   */
  pendingEmail: z.string().nullable().optional(),
});
export type LawFirmUser = z.infer<typeof lawFirmUserSchema>;

const userCall = endpointGroup({ tag: 'Law-firm users', roles: ['S', 'A'] });

/** GET /api/LawFirm/getUsers: S any firm, A its own. */
export const getLawFirmUsers = userCall('getLawFirmUsers', 'GET /api/LawFirm/getUsers', {
  summary: "List a law firm's users",
  errors: { 404: "No such law firm, or another firm than the caller's" },
  query: pagedQuerySchema({ lawFirmId: idSchema }),
  data: pagedListSchema('lawFirmUserList', lawFirmUserSchema),
});

/** Answers 409 `Record already exist` when the e-mail is taken (by any user or creditor). */
export const addLawFirmUser = userCall('addLawFirmUser', 'POST /api/LawFirm/addUser', {
  summary: 'Add a user to a law firm',
  errors: { 404: 'No such law firm', 409: 'The e-mail is already a sign-in (`Record already exist`)' },
  body: addLawFirmUserBodySchema,
  data: z.object({ lawFirmUserId: z.number().int() }).nullable(),
});

export const updateLawFirmUser = userCall('updateLawFirmUser', 'PUT /api/LawFirm/updateUser', {
  summary: 'Update a law-firm user',
  errors: {
    404: 'No such user of a firm the caller may manage',
    409: 'The e-mail is already another sign-in (`Record already exist`)',
  },
  body: updateLawFirmUserBodySchema,
  data: lawFirmUserSchema.nullable(),
});

export const deleteLawFirmUser = userCall('deleteLawFirmUser', 'DELETE /api/LawFirm/deleteUser', {
  summary: 'Delete a law-firm user',
  errors: { 404: 'No such user of a firm the caller may manage' },
  query: recordIdSchema('lawFirmUserId'),
});
