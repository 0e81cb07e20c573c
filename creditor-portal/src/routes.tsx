// Exposed as 'creditor/routes': everything below /dashboard/* for creditors (C) and debt collectors (D). The
// shell mounts it inside its router, Suspense and error boundary; the sidebar goes into the shell's sidebar.
import { Navigate, Route, Routes } from 'react-router-dom';
import { isDebtCollector as isDebtCollectorRole, selectUserType, useAuthStore } from 'shared-api';
import { LazyView, lazyNamed, useShellBridge, WhenOpened } from 'shared-ui';
import { CreditorCaseView } from './features/case-view/components/creditor-case-view';
import { CreditorSidebar } from './features/sidebar/components/creditor-sidebar';
import { paths } from './lib/paths';
import { SelectedCasesProvider } from './session/selected-cases-context';

// Loaded when shown: the first case view needs none of them.
const AddCreditorPage = lazyNamed(
  () => import('./features/add-creditor/components/add-creditor-page'),
  'AddCreditorPage',
);
const ProfilePanel = lazyNamed(() => import('./features/profile/components/profile-panel'), 'ProfilePanel');
const SelectCasePage = lazyNamed(
  () => import('./features/select-case/components/select-case-page'),
  'SelectCasePage',
);

/** The profile panel, loaded when the header's menu first opens it. */
function Profile() {
  const open = useShellBridge((state) => state.profilePanel !== null);
  return (
    <WhenOpened open={open}>
      <ProfilePanel />
    </WhenOpened>
  );
}

export default function CreditorRoutes() {
  const isDebtCollector = useAuthStore((state) => isDebtCollectorRole(selectUserType(state)));
  return (
    <SelectedCasesProvider>
      <div data-testid="creditor-portal-root" className="creditor-portal">
        <CreditorSidebar isDebtCollector={isDebtCollector} />
        <Routes>
          <Route index element={<CreditorCaseView />} />
          <Route
            path="select-case"
            element={
              <LazyView>
                <SelectCasePage />
              </LazyView>
            }
          />
          <Route
            path="add-creditor"
            element={
              isDebtCollector ? (
                <LazyView>
                  <AddCreditorPage />
                </LazyView>
              ) : (
                <Navigate to={paths.dashboard} replace />
              )
            }
          />
          <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
        </Routes>
        <Profile />
      </div>
    </SelectedCasesProvider>
  );
}
