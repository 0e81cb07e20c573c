// Exposed as 'lawfirm/routes': everything below /dashboard/* for this portal. The shell mounts it inside its
// router, Suspense and error boundary; features sit side by side here and never import each other.

import {
  ClaimCentre,
  DocumentCentre,
  FirmLogo,
  MessageCentre,
  ObjectionCentre,
  useUnreadCount,
} from 'case-tabs';
import { Navigate, Route, Routes } from 'react-router-dom';
import { isFirmStaff, isPlatformAdmin, useAuthStore } from 'shared-api';
import { LazyView, lazyNamed, useShellBridge, WhenOpened } from 'shared-ui';
import { preloadTable } from 'shared-ui/antd';
import { useFirmBranding } from './features/branding/use-firm-branding';
import { mayReadCaseHistory } from './features/case-history/history-access';
import { caseAccessFor } from './features/cases/case-access';
import { CaseTabs } from './features/cases/components/case-tabs';
import { CasesPage } from './features/cases/components/cases-page';
import { DividendsTab } from './features/dividends/components/dividends-tab';
import { CaseInvitations } from './features/invitations/components/case-invitations';
import { mayInviteCreditors } from './features/invitations/invitation-access';

// Loaded when shown: the history tab, User Management (opened from the header's menu), the firm's own page
// and the platform administrator's pages. The first case view needs none of them.
const CaseHistory = lazyNamed(() => import('./features/case-history/components/case-history'), 'CaseHistory');
const FirmUsers = lazyNamed(() => import('./features/law-firm-users/components/firm-users'), 'FirmUsers');
const UserManagementDialog = lazyNamed(
  () => import('./features/law-firm-users/components/user-management-dialog'),
  'UserManagementDialog',
);
const LawFirmsPage = lazyNamed(
  () => import('./features/law-firms/components/law-firms-page'),
  'LawFirmsPage',
);
const OwnFirmPage = lazyNamed(() => import('./features/law-firms/components/own-firm-page'), 'OwnFirmPage');

/**
 * The case tabs: creditors (with the invitations of the debtor's creditors) from this portal, messages, documents and
 * claims from the case-tabs package, the case's dividends, and the case's history for the firm's administrator.
 */
function FirmCaseTabs({ caseId, userType }: { caseId: number; userType: 'A' | 'U' }) {
  const unread = useUnreadCount(caseId, 'lawfirm');
  return (
    <CaseTabs
      caseId={caseId}
      unreadCount={unread}
      history={
        mayReadCaseHistory(userType) ? (
          <LazyView>
            <CaseHistory caseId={caseId} />
          </LazyView>
        ) : undefined
      }
      invitations={<CaseInvitations caseId={caseId} canInvite={mayInviteCreditors(userType)} />}
      dividends={<DividendsTab caseId={caseId} />}
      panels={{
        messages: <MessageCentre side="lawfirm" caseId={caseId} />,
        documents: <DocumentCentre side="lawfirm" caseId={caseId} />,
        claims: (
          <>
            <ClaimCentre side="lawfirm" caseId={caseId} />
            <ObjectionCentre side="lawfirm" caseId={caseId} />
          </>
        ),
      }}
    />
  );
}

/** A's User Management dialog, loaded when the header's menu first opens it. */
function UserManagement({ firm }: { firm: Parameters<typeof UserManagementDialog>[0]['firm'] }) {
  const open = useShellBridge((state) => state.userManagementOpen);
  return (
    <WhenOpened open={open}>
      <UserManagementDialog firm={firm} />
    </WhenOpened>
  );
}

/** S: law firms with their users. */
function PlatformAdminRoutes() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <LazyView>
            <LawFirmsPage
              renderUsers={(firm) => (
                <LazyView>
                  <FirmUsers firm={firm} />
                </LazyView>
              )}
            />
          </LazyView>
        }
      />
    </Routes>
  );
}

/** A and U: the firm's cases; A also its own firm and User Management. */
function FirmRoutes({ userType, lawFirmId }: { userType: 'A' | 'U'; lawFirmId: number }) {
  const firm = useFirmBranding(userType, lawFirmId);
  const access = caseAccessFor(userType);
  const footer = firm ? <FirmLogo firm={firm} height={40} /> : null;
  return (
    <>
      <Routes>
        {access.canEditOwnFirm ? (
          <Route
            path="firm"
            element={
              <LazyView>
                <OwnFirmPage lawFirmId={lawFirmId} />
              </LazyView>
            }
          />
        ) : null}
        <Route
          index
          element={
            <CasesPage
              lawFirmId={lawFirmId}
              userType={userType}
              footer={footer}
              renderTabs={(caseId) => <FirmCaseTabs caseId={caseId} userType={userType} />}
            />
          }
        />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
      {access.canManageUsers ? <UserManagement firm={firm} /> : null}
    </>
  );
}

/**
 * Called by the shell once a sign-in went through, before the dashboard opens: the first case opens on its
 * creditors, a table, whose code then arrives with the case's data instead of after it.
 */
export function prepare(): void {
  void preloadTable();
}

export default function LawfirmRoutes() {
  const user = useAuthStore((state) => state.user);
  const userType = user?.userType ?? null;
  return (
    <section
      data-testid="lawfirm-portal-root"
      style={{ padding: 'clamp(12px, 3vw, 24px)', flex: 1, minWidth: 0 }}
    >
      {isPlatformAdmin(userType) ? (
        <PlatformAdminRoutes />
      ) : isFirmStaff(userType) && user?.lawFirmId ? (
        <FirmRoutes userType={userType} lawFirmId={user.lawFirmId} />
      ) : null}
    </section>
  );
}
