import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from 'shared-ui/light';
import { getRuntimeConfig } from './federation/runtime-config';
import { buildRoutes } from './routes/app-routes';

/** What a sign-in runs ahead of the dashboard (preload-dashboard.ts): its frame and the portal's routes. */
export { prepareRemote } from './federation/prepared-remotes';
export { preloadDashboardLayout } from './routes/app-routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The shell: every route of the portal. bootstrap.tsx renders it after /config.json is loaded, or when the
 * user leaves the public app (public-app.tsx), with the page's one QueryClient, which the remotes read
 * through the shared @tanstack/react-query context. The
 * prerender (prerender/render-public-page.tsx) renders the same tree with a memory router and a client of
 * its own (the provider draws nothing), so hydration matches.
 */
export function App({
  queryClient: givenClient,
  router: givenRouter,
  onMounted,
}: {
  queryClient?: QueryClient;
  router?: Router;
  onMounted?: () => void;
}) {
  const [router] = useState(
    () => givenRouter ?? createBrowserRouter(buildRoutes({ audience: getRuntimeConfig().audience })),
  );
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  // Runs once the first render is committed: after hydration, the children's own effects included.
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
