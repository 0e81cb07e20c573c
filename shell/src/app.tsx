import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { configureClient } from 'shared-api';
import { i18n } from 'shared-ui/light';
import { getRuntimeConfig } from './federation/runtime-config';
import { buildRoutes } from './routes/app-routes';

// Server messages come back in the language the user reads.
configureClient({ getLanguage: () => i18n.resolvedLanguage ?? i18n.language ?? 'en' });

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The shell: every route of spec 1 §2. bootstrap.tsx renders it after /config.json is loaded; the prerender
 * (prerender/render-public-page.tsx) renders the same tree with a memory router, so hydration matches.
 */
export function App({ router: given, onMounted }: { router?: Router; onMounted?: () => void }) {
  const [router] = useState(
    () => given ?? createBrowserRouter(buildRoutes({ audience: getRuntimeConfig().audience })),
  );
  // Runs once the first render is committed: after hydration, the children's own effects included.
  useEffect(() => onMounted?.(), [onMounted]);
  return <RouterProvider router={router} />;
}
