import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'shared-api/zod';

export type ZodFormOptions<Input extends FieldValues, Output> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'defaultValues'
>;

export type ZodForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The translated error text of a field (the zod message is a translation key), or undefined. */
  message: (name: FieldPath<Input>) => string | undefined;
  /** A field's `register` with its translated `error`: spread into TextField, SelectField, PasswordField. */
  field: (name: FieldPath<Input>) => ReturnType<UseFormReturn<Input, unknown, Output>['register']> & {
    error: string | undefined;
  };
};

/**
 * The one form idiom: react-hook-form over a zod schema (the contract's, or a `.pick`/`.extend`/refinement
 * of it), so every rule lives in the schema. `Input` is what the fields hold, `Output` what submit gets.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaults: DefaultValues<Input>,
  options: ZodFormOptions<Input, Output> = {},
): ZodForm<Input, Output> {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const message = (name: FieldPath<Input>): string | undefined => {
    const error: { message?: unknown } | undefined = get(form.formState.errors, name);
    const key = error?.message;
    return typeof key === 'string' && key ? t(key) : undefined;
  };
  return { ...form, message, field: (name) => ({ ...form.register(name), error: message(name) }) };
}
