import { addClaimBodySchema, type Claim, checkUploadFile, claimUpload } from 'shared-api';
import { z } from 'zod';

/** Who files: the firm for a creditor of the case, a creditor its own claim, a debt collector either. */
export type ClaimDialogMode = 'firm' | 'creditor' | 'debtCollector';

export type ClaimFormContext = {
  mode: ClaimDialogMode;
  caseId: number;
  /** The signed-in creditor's or debt collector's own creditor id. */
  ownId: number | null;
  /** Editing a claim: a new file is then optional. */
  editing: boolean;
};

export type ClaimFormValues = {
  creditorId: string;
  asDebtCollector: boolean;
  amount: string;
  basis: string;
  priorityRight: boolean;
  reference: string;
  comment: string;
  file: File | null;
};

/** Whether the dialog asks for the creditor: the firm always, a debt collector filing for a creditor. */
export const choosesCreditor = (mode: ClaimDialogMode, asDebtCollector: boolean) =>
  mode === 'firm' || (mode === 'debtCollector' && asDebtCollector);

/** The add/update body of the contract for the form (the session fills the ids it knows). */
export const claimBodyOf = (form: ClaimFormValues, { mode, caseId, ownId }: ClaimFormContext) => ({
  CaseId: caseId,
  CreditorId: choosesCreditor(mode, form.asDebtCollector) ? form.creditorId : String(ownId ?? ''),
  ...(mode === 'firm' ? { IsCreatedByLawFirm: true, InvoiceStatus: 'Pending' as const } : {}),
  ClaimAmount: form.amount,
  ClaimBasis: form.basis,
  ClaimPriorityRight: form.priorityRight,
  ClaimRefernce: form.reference,
  Invoicecomment: form.comment,
  ...(mode === 'debtCollector'
    ? { DebtByDebtCollector: form.asDebtCollector, DebtCollectorId: form.asDebtCollector ? ownId : null }
    : {}),
});

/** The form field each contract field is typed in. */
const fieldOf: Record<string, keyof ClaimFormValues> = {
  CreditorId: 'creditorId',
  ClaimAmount: 'amount',
  ClaimBasis: 'basis',
  ClaimRefernce: 'reference',
  Invoicecomment: 'comment',
};

/**
 * The claim dialog's rules, all of them: a creditor when the mode chooses one, the contract's add
 * schema on the body the form makes, and the upload rules (a new file optional when editing).
 */
export const claimFormSchema = (context: ClaimFormContext) =>
  z
    .object({
      creditorId: z.string(),
      asDebtCollector: z.boolean(),
      amount: z.string(),
      basis: z.string(),
      priorityRight: z.boolean(),
      reference: z.string(),
      comment: z.string(),
      file: z.custom<File | null>(),
    })
    .superRefine((form, ctx) => {
      if (choosesCreditor(context.mode, form.asDebtCollector) && !form.creditorId)
        ctx.addIssue({
          code: 'custom',
          path: ['creditorId'],
          message: 'tabs.claims.dialog.creditorRequired',
        });
      const body = addClaimBodySchema.safeParse(claimBodyOf(form, context));
      for (const issue of body.success ? [] : body.error.issues) {
        const field = fieldOf[String(issue.path[0] ?? '')];
        if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
      const fileError = checkUploadFile(form.file, { ...claimUpload, fileRequired: !context.editing });
      if (fileError) ctx.addIssue({ code: 'custom', path: ['file'], message: fileError });
    });

export const claimFormValuesOf = (claim: Claim | null): ClaimFormValues => ({
  creditorId: claim ? String(claim.creditorId) : '',
  asDebtCollector: claim?.debtByDebtCollector ?? false,
  amount: claim?.claimAmount.replace('.', ',') ?? '',
  basis: claim?.claimBasis ?? '',
  priorityRight: claim?.claimPriorityRight ?? false,
  reference: claim?.claimRefernce ?? '',
  comment: claim?.invoiceDocumentResponse.invoicecomment ?? '',
  file: null,
});
