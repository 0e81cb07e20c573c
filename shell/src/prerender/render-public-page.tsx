// The public pages as HTML, rendered at build time (scripts/prerender.mjs) so that the form is in the first
// paint; bootstrap.tsx hydrates that markup (see hydration.ts). Runs in Node: nothing here may touch window.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import type { Language } from 'shared-api';
import { i18n, initI18n } from 'shared-ui/light';
import { App } from '../app';
import type { RemoteLoader } from '../federation/remote-routes';
import type { Audience } from '../federation/runtime-config';
import { paths } from '../navigation/paths';
import { isPublicAppPath, PublicApp } from '../public-app/public-app';
import { buildRoutes } from '../routes/app-routes';
import { prerenderStamp } from './prerender-stamp';

/** The pages before sign-in, prerendered for each audience and language. */
export const PRERENDERED_PATHS = [
  paths.lawFirmLogin,
  paths.creditorLogin,
  paths.creditorSignup,
  paths.verifyOtp,
  paths.forgotPassword,
] as const;

/** The code page's form comes from the creditor portal at run time: the markup holds its Suspense fallback. */
const neverLoads: RemoteLoader = () => new Promise(() => {});

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** The value of #root's data-prerendered attribute, read back by hydration.ts. */
  stamp: string;
  /** The page's <meta name="description">, in its language. */
  description: string;
}

/** The markup of one public page, as the client's first render will produce it. */
export function renderPublicPage(path: string, audience: Audience, language: Language): PrerenderedPage {
  initI18n();
  void i18n.changeLanguage(language); // synchronous: the resources are bundled
  // The tree the client hydrates (bootstrap.tsx): the public app where it draws the page, else the full app.
  if (isPublicAppPath(path)) {
    const html = renderToString(
      <StrictMode>
        <PublicApp audience={audience} at={{ pathname: path, search: '' }} onLeave={() => {}} />
      </StrictMode>,
    );
    return page(html, path, audience, language);
  }
  const router = createMemoryRouter(buildRoutes({ audience, remoteLoader: neverLoads }), {
    initialEntries: [path],
  });
  const html = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  router.dispose();
  return page(html, path, audience, language);
}

function page(html: string, path: string, audience: Audience, language: Language): PrerenderedPage {
  return {
    html,
    stamp: prerenderStamp({ path, audience, language }),
    description: i18n.t('shell.meta.description'),
  };
}
