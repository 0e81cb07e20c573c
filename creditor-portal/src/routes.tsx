// Exposed as 'creditor/routes': everything below /dashboard/* for this portal. The shell mounts it inside its
// router, Suspense and error boundary. A placeholder until the portal's features arrive.
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

function CreditorHome() {
  const { t } = useTranslation('creditor');
  return (
    <section data-testid="creditor-portal-root">
      <h1>{t('creditor.home.title')}</h1>
    </section>
  );
}

export default function CreditorRoutes() {
  return (
    <Routes>
      <Route path="*" element={<CreditorHome />} />
    </Routes>
  );
}
