// Runs after the federation runtime has set up the shared singletons (see index.ts). Reads /config.json,
// registers the remotes it names, then renders the shell, hydrating #root when it holds the prerendered
// markup of this page (scripts/prerender.mjs) and rendering from scratch otherwise.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { isTokenExpired, useAuthStore } from 'shared-api';
import { applyCspNonce, createQueryClient, i18n, initI18n } from 'shared-ui/light';
import { App } from './app.tsx';
import { registerRuntimeRemotes } from './federation/remotes.ts';
import { loadRuntimeConfig } from './federation/runtime-config.ts';
import { canHydrate, restoreTypedValues, typedValues } from './prerender/hydration.ts';

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

/** A fresh root: the prerendered markup (if any) is for another page, language or audience. */
function freshRoot(container: HTMLElement) {
  container.replaceChildren();
  container.removeAttribute('data-prerendered');
  return createRoot(container);
}

async function start() {
  // Before anything renders: every <style> written at run time carries the page's CSP nonce.
  applyCspNonce();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  initI18n();
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
  const queryClient = createQueryClient();
  const hydrate = canHydrate(container.dataset.prerendered, {
    audience,
    language: i18n.language,
    pathname: window.location.pathname,
    search: window.location.search,
    signedIn: !isTokenExpired(useAuthStore.getState().token),
  });
  if (!hydrate) {
    freshRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    return;
  }
  const typed = typedValues(container);
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} onMounted={() => restoreTypedValues(container, typed)} />
    </StrictMode>,
  );
}

void start();
