import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureClient } from 'shared-api';
import { i18n } from 'shared-ui/light';
import { getRuntimeConfig } from './federation/runtime-config';
import { buildRoutes } from './routes/app-routes';

// Server messages come back in the language the user reads.
configureClient({ getLanguage: () => i18n.resolvedLanguage ?? i18n.language ?? 'en' });

/**
 * The shell: every route of spec 1 §2. bootstrap.tsx renders it after /config.json is loaded, with the
 * page's one QueryClient, which the remotes read through the shared @tanstack/react-query context.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(() =>
    createBrowserRouter(buildRoutes({ audience: getRuntimeConfig().audience })),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
