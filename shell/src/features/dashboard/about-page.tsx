import { useTranslation } from 'react-i18next';

/** `/dashboard/about`: placeholder text. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <section style={{ padding: 24 }}>
      <h1>{t('shell.about.title')}</h1>
      <p>{t('shell.about.text')}</p>
    </section>
  );
}
