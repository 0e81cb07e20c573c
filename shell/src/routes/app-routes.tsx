import { type ComponentProps, Suspense, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from 'shared-ui/light';
import { preloadableLazy } from '../components/preloadable-lazy';
import { ForgotPasswordPage } from '../features/forgot-password/forgot-password-page';
import { CreditorLoginPage } from '../features/login/creditor-login-page';
import { LawFirmLoginPage } from '../features/login/law-firm-login-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SignupPage } from '../features/signup/signup-page';
import { VerifyOtpRoute } from '../features/verify-otp/verify-otp-route';
import type { RemoteLoader } from '../federation/remote-routes';
import type { Audience } from '../federation/runtime-config';
import { paths } from '../navigation/paths';
import { RedirectIfSignedIn, RequireAuth } from '../session/session-guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// The dashboard (and with it antd) is fetched only after sign-in: the login page stays light. A sign-in
// preloads it (bootstrap.tsx), so the dashboard is then drawn without a Suspense fallback.
const dashboardLayout = preloadableLazy(() => import('../features/dashboard/dashboard-layout'));
export const preloadDashboardLayout = dashboardLayout.preload;
type DashboardLayoutProps = ComponentProps<ReturnType<typeof dashboardLayout.pick>>;

function DashboardLayout(props: DashboardLayoutProps) {
  const [Layout] = useState(dashboardLayout.pick);
  return <Layout {...props} />;
}

export type AppRoutesOptions = {
  /** A creditor deployment serves the creditor login at `/` and offers no law-firm pages. */
  audience: Audience;
  /** Tests inject the remotes; production loads them through federation. */
  remoteLoader?: RemoteLoader;
};

const relative = (path: string) => path.replace(/^\//, '');

export function buildRoutes({ audience, remoteLoader }: AppRoutesOptions): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: paths.lawFirmLogin,
          element: (
            <RedirectIfSignedIn>
              {audience === 'creditor' ? <CreditorLoginPage /> : <LawFirmLoginPage />}
            </RedirectIfSignedIn>
          ),
        },
        {
          path: relative(paths.creditorLogin),
          element: (
            <RedirectIfSignedIn>
              <CreditorLoginPage />
            </RedirectIfSignedIn>
          ),
        },
        { path: relative(paths.creditorSignup), element: <SignupPage /> },
        { path: relative(paths.verifyOtp), element: <VerifyOtpRoute loader={remoteLoader} /> },
        { path: relative(paths.forgotPassword), element: <ForgotPasswordPage /> },
        {
          path: `${relative(paths.dashboard)}/*`,
          element: (
            <RequireAuth>
              <Suspense fallback={<FullScreenSpinner show />}>
                <DashboardLayout remoteLoader={remoteLoader} />
              </Suspense>
            </RequireAuth>
          ),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
