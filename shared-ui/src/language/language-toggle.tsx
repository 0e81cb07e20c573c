import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-api';
import { setLanguage } from '../i18n/init';
import { LANGUAGES } from '../i18n/languages';

/** English / Svenska as a labelled button group; the pressed button is the current language. */
export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('common.language.label')}
      className={`portal-language ${className ?? ''}`}
    >
      {LANGUAGES.map((language: Language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="portal-language__option"
          aria-pressed={current === language}
          onClick={() => void setLanguage(language)}
        >
          {t(`common.language.${language}`)}
        </button>
      ))}
    </div>
  );
}
