import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/languages';
import { RadioGroup, type RadioGroupProps } from './radio-group';

export type MailLanguageFieldProps = Omit<RadioGroupProps, 'legend' | 'options'>;

/**
 * The language of a creditor's e-mails: English or Svenska, each
 * named in itself. Spread react-hook-form's `register('language')` into it.
 */
export function MailLanguageField(props: MailLanguageFieldProps) {
  const { t } = useTranslation('common');
  return (
    <RadioGroup
      legend={t('common.mailLanguage.label')}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`common.language.${language}`) }))}
      {...props}
    />
  );
}
