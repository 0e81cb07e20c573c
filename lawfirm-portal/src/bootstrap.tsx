// Standalone start of the lawfirm remote (its team's dev harness). The shell never runs this file: it loads
// only the exposed './routes'.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/standalone-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
