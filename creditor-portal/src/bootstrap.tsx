// Standalone start of the creditor remote (its team's dev harness). The shell never runs this file: it loads
// only the exposed './routes'.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyCspNonce } from 'shared-ui/light';
import { StandaloneApp } from './standalone/standalone-app.tsx';

// The page's CSP nonce for the styles antd writes (serve-remote.mjs serves this page with a CSP too).
applyCspNonce();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
