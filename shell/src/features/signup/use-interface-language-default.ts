import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from 'shared-ui/light';
import type { SignupFormInput } from './signup-form-schema';

/**
 * The mail language's default is the interface language: it
 * follows a switch of the interface language until the user picks one.
 */
export function useInterfaceLanguageDefault(
  form: Pick<UseFormReturn<SignupFormInput>, 'getFieldState' | 'resetField'>,
) {
  const { i18n } = useTranslation();
  const { getFieldState, resetField } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the interface language changes
  useEffect(() => {
    if (!getFieldState('language').isDirty) resetField('language', { defaultValue: currentLanguage() });
  }, [i18n.language, getFieldState, resetField]);
}
