// Runs after the federation runtime has set up the shared singletons (see index.ts). Reads /config.json,
// registers the remotes it names, then renders the shell, hydrating #root when it holds the prerendered
// markup of this page (scripts/prerender.mjs) and rendering from scratch otherwise. Signed out on a public
// page, that is the public app (no react-router); the full app (app.tsx) is loaded when the
// user leaves it (signed in, the code page) or arrives elsewhere.
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { configureClient, isTokenExpired, useAuthStore } from 'shared-api';
import { applyCspNonce, i18n, initI18n } from 'shared-ui/light';
import { registerDashboardChunks } from './federation/preload-dashboard.ts';
import { registerRuntimeRemotes } from './federation/remotes.ts';
import { loadRuntimeConfig } from './federation/runtime-config.ts';
import { canHydrate, restoreTypedValues, typedValues } from './prerender/hydration.ts';
import { isPublicAppPath, PublicApp } from './public-app/public-app.tsx';

/** Shown only when /config.json is missing or invalid: the deployment is broken, reloading may help. */
function ConfigUnavailable() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <p>{t('common.remote.unavailable')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.remote.retry')}
      </button>
    </div>
  );
}

/**
 * Hydrates #root's prerendered markup in a transition: React then yields to the browser every few
 * milliseconds, so a click or a key typed into the painted form is handled while the page hydrates. A
 * recoverable error (a mismatch, a boundary the server could not finish) is logged: React would otherwise
 * quietly redraw the subtree from scratch, and the hydration test could not see it.
 */
function hydrate(container: HTMLElement, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, {
      onRecoverableError: (error, info) =>
        console.error('[hydration] recoverable error', error, info.componentStack ?? ''),
    });
  });
  return root as Root;
}

/** A fresh root: the prerendered markup (if any) is for another page, language or audience. */
function freshRoot(container: HTMLElement) {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  return createRoot(container);
}

/** What a sign-in preloads of the shell while its call runs: the full app and the dashboard's frame. */
registerDashboardChunks(() =>
  import('./app.tsx').then((app) => {
    // A failure here leaves the dashboard's frame to its own lazy load.
    app.preloadDashboardLayout().catch(() => {});
    return app;
  }),
);

async function start() {
  // Before anything renders: every <style> written at run time carries the page's CSP nonce.
  applyCspNonce();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  initI18n();
  const signedIn = !isTokenExpired(useAuthStore.getState().token);
  // A page the public app does not draw needs the full app: fetch it while /config.json is read.
  if (signedIn || !isPublicAppPath(window.location.pathname)) void import('./app.tsx').catch(() => {});
  let audience: 'lawfirm' | 'creditor';
  try {
    const config = await loadRuntimeConfig();
    registerRuntimeRemotes(config);
    audience = config.audience;
  } catch (error) {
    console.error(error);
    freshRoot(container).render(<ConfigUnavailable />);
    return;
  }
  // Server messages come back in the language the user reads.
  configureClient({ getLanguage: () => i18n.resolvedLanguage ?? i18n.language ?? 'en' });
  const hydrating = canHydrate(container.dataset.prerendered, {
    audience,
    language: i18n.language,
    pathname: window.location.pathname,
    search: window.location.search,
    signedIn,
  });
  const typed = hydrating ? typedValues(container) : null;
  const onMounted = typed ? () => restoreTypedValues(container, typed) : undefined;
  if (!signedIn && isPublicAppPath(window.location.pathname)) {
    let root: Root | null = null;
    const leave = () => {
      if (root) void renderFullApp(root);
    };
    const app = (
      <StrictMode>
        <PublicApp audience={audience} onLeave={leave} onMounted={onMounted} />
      </StrictMode>
    );
    if (hydrating) root = hydrate(container, app);
    else {
      root = freshRoot(container);
      root.render(app);
    }
    return;
  }
  await renderFullApp(hydrating ? null : freshRoot(container), onMounted);
}

/** The full app with react-router: into `root`, or hydrating #root's prerendered markup when null. */
async function renderFullApp(root: Root | null, onMounted?: () => void) {
  const { App } = await import('./app.tsx');
  const app = (
    <StrictMode>
      <App onMounted={onMounted} />
    </StrictMode>
  );
  if (root) root.render(app);
  else hydrate(document.getElementById('root') as HTMLElement, app);
}

void start();
