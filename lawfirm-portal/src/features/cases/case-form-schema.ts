import { addCaseBodySchema, type Case } from 'shared-api';
import type * as z from 'shared-api/zod';

/** The case form: the contract's case payload; the firm comes from the session. */
export const caseFormSchema = addCaseBodySchema.omit({ lawFirmId: true, lawfirmName: true });

export type CaseFormValues = {
  debtorName: string;
  debtorOrgnr: string;
  debtorSectorId: string;
  status: string;
  court: string;
  dateDecision: string;
  /** The claims deadline (bevakningsdag), "" for none. */
  claimsDeadline: string;
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
  knr: details?.knr ?? '',
  lawyerName: details?.lawyerName ?? '',
  managerName: details?.managerName ?? '',
  administratorName: details?.administratorName ?? '',
  administratorEmail: details?.administratorEmail ?? '',
  caseNotes: details?.caseNotes ?? '',
  isAllowCreditorNotification: details?.isAllowCreditorNotification ?? false,
});
