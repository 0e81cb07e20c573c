// Exposed as 'lawfirm/routes': everything below /dashboard/* for this portal. The shell mounts it inside its
// router, Suspense and error boundary. A placeholder until the portal's features arrive.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function LawfirmHome() {
  const { t } = useTranslation();
  return (
    <section data-testid="lawfirm-portal-root">
      <h1>{t('lawfirm.home.title')}</h1>
    </section>
  );
}

export default function LawfirmRoutes() {
  return (
    <Routes>
      <Route path="*" element={<LawfirmHome />} />
    </Routes>
  );
}
