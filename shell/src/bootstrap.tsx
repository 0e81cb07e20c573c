// Runs after the federation runtime has set up the shared singletons (see index.ts). Reads /config.json,
// registers the remotes it names, then renders the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { applyCspNonce, createQueryClient, initI18n } from 'shared-ui/light';
import { App } from './app.tsx';
import { registerRuntimeRemotes } from './federation/remotes.ts';
import { loadRuntimeConfig } from './federation/runtime-config.ts';

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

async function start() {
  // Before anything renders: every <style> written at run time carries the page's CSP nonce.
  applyCspNonce();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  initI18n();
  const root = createRoot(container);
  try {
    registerRuntimeRemotes(await loadRuntimeConfig());
  } catch (error) {
    console.error(error);
    root.render(<ConfigUnavailable />);
    return;
  }
  const queryClient = createQueryClient();
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
