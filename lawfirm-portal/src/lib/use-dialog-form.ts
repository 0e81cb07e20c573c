import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'shared-api/zod';
import { type FormModalProps, useZodForm, type ZodForm, type ZodFormOptions } from 'shared-ui';
import { useSchemaValidity } from './use-schema-validity';

export type DialogFormOptions<Input extends FieldValues, Output> = ZodFormOptions<Input, Output> & {
  /** Saves the values; true when saved, which closes the dialog. */
  onSave: (values: Output) => Promise<boolean>;
  onClose: () => void;
  /** Save is re-checked this long after the last change; at once unless given. */
  validityDelayMs?: number;
};

/** The FormModal props of an edit dialog: open, Save (greyed out until valid, spinning while saving), Cancel. */
export type DialogModalProps = Omit<FormModalProps, 'title' | 'children'>;

/**
 * The law-firm portal's edit dialogs (case, law firm, user): useZodForm over the dialog's schema, Save
 * enabled only while the values pass it, and the dialog closed once the save succeeded.
 */
export function useDialogForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaults: DefaultValues<Input>,
  { onSave, onClose, validityDelayMs = 0, ...options }: DialogFormOptions<Input, Output>,
): ZodForm<Input, Output> & { modal: DialogModalProps } {
  const { t } = useTranslation();
  const form = useZodForm(schema, defaults, options);
  const values = useWatch({ control: form.control });
  const isValid = useSchemaValidity(schema, values, validityDelayMs);
  const modal: DialogModalProps = {
    open: true,
    submitText: t('common.actions.save'),
    busy: form.formState.isSubmitting,
    submitDisabled: !isValid,
    onSubmit: form.handleSubmit(async (output) => {
      if (await onSave(output)) onClose();
    }),
    onCancel: onClose,
  };
  return { ...form, modal };
}
