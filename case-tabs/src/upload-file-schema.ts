import { checkUploadFile } from 'shared-api';
import { z } from 'zod';

/** The chosen file of an upload dialog (null: none), checked by the contract's upload rules. */
export const uploadFileSchema = (rules: Parameters<typeof checkUploadFile>[1]) =>
  z.custom<File | null>().superRefine((file, ctx) => {
    const error = checkUploadFile(file, rules);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });
