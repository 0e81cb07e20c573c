import { addCaseBodySchema, type Case } from 'shared-api';
import type * as z from 'shared-api/zod';

/**
 * The case form: the contract's case payload; the firm comes from the session. The claims procedure's
 * dates must follow each other (the server checks the same): the objection deadline after the claims
 * deadline, the settlement deadline after the objection deadline.
 */
export const caseFormSchema = addCaseBodySchema
  .omit({ lawFirmId: true, lawfirmName: true })
  .superRefine((values, ctx) => {
    const { claimsDeadline, objectionDeadline, settlementDeadline } = values;
    if (objectionDeadline && claimsDeadline && objectionDeadline <= claimsDeadline)
      ctx.addIssue({
        code: 'custom',
        path: ['objectionDeadline'],
        message: 'validation.objectionAfterClaimsDeadline',
      });
    if (settlementDeadline && objectionDeadline && settlementDeadline <= objectionDeadline)
      ctx.addIssue({
        code: 'custom',
        path: ['settlementDeadline'],
        message: 'validation.settlementAfterObjectionDeadline',
      });
  });

export type CaseFormValues = {
  debtorName: string;
  debtorOrgnr: string;
  debtorSectorId: string;
  status: string;
  court: string;
  dateDecision: string;
  /** The claims deadline (bevakningsdag), "" for none. */
  claimsDeadline: string;
  /** The claims procedure's dates, "" for none. */
  claimsProcedureDecidedOn: string;
  objectionDeadline: string;
  settlementDeadline: string;
  knr: string;
  lawyerName: string;
  managerName: string;
  administratorName: string;
  administratorEmail: string;
  caseNotes: string;
  isAllowCreditorNotification: boolean;
};

export type CaseFormOutput = z.output<typeof caseFormSchema>;

export const caseFormValuesOf = (details: Case | null): CaseFormValues => ({
  debtorName: details?.debtorName ?? '',
  debtorOrgnr: details?.debtorOrgnr ?? '',
  debtorSectorId: details?.debtorSectorId ? String(details.debtorSectorId) : '',
  status: details ? String(details.status) : '',
  court: details?.court ?? '',
  dateDecision: details?.dateDecision ? details.dateDecision.slice(0, 10) : '',
  claimsDeadline: details?.claimsDeadline ?? '',
  claimsProcedureDecidedOn: details?.claimsProcedureDecidedOn ?? '',
  objectionDeadline: details?.objectionDeadline ?? '',
  settlementDeadline: details?.settlementDeadline ?? '',
  knr: details?.knr ?? '',
  lawyerName: details?.lawyerName ?? '',
  managerName: details?.managerName ?? '',
  administratorName: details?.administratorName ?? '',
  administratorEmail: details?.administratorEmail ?? '',
  caseNotes: details?.caseNotes ?? '',
  isAllowCreditorNotification: details?.isAllowCreditorNotification ?? false,
});
