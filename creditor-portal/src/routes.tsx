// Exposed as 'creditor/routes': everything below /dashboard/* for creditors (C) and debt collectors (D). The
// shell mounts it inside its router, Suspense and error boundary; the sidebar goes into the shell's sidebar.
import { Navigate, Route, Routes } from 'react-router-dom';
import { selectUserType, useAuthStore } from 'shared-api';
import { AddCreditorPage } from './features/add-creditor/components/add-creditor-page';
import { CreditorCaseView } from './features/case-view/components/creditor-case-view';
import { ProfilePanel } from './features/profile/components/profile-panel';
import { SelectCasePage } from './features/select-case/components/select-case-page';
import { CreditorSidebar } from './features/sidebar/components/creditor-sidebar';
import { paths } from './lib/paths';
import { SelectedCasesProvider } from './session/selected-cases-context';

export default function CreditorRoutes() {
  const isDebtCollector = useAuthStore((state) => selectUserType(state) === 'D');
  return (
    <SelectedCasesProvider>
      <div data-testid="creditor-portal-root" className="creditor-portal">
        <CreditorSidebar isDebtCollector={isDebtCollector} />
        <Routes>
          <Route index element={<CreditorCaseView />} />
          <Route path="select-case" element={<SelectCasePage />} />
          <Route
            path="add-creditor"
            element={isDebtCollector ? <AddCreditorPage /> : <Navigate to={paths.dashboard} replace />}
          />
          <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
        </Routes>
        <ProfilePanel />
      </div>
    </SelectedCasesProvider>
  );
}
