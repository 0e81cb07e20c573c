// The creditor remote: exposes its routes (mounted by the shell at /dashboard/*); runs standalone in development.
import path from 'node:path';
import { createAppConfig } from '../rspack.config.base.ts';

export default createAppConfig({
  name: 'creditor',
  appDir: path.dirname(new URL(import.meta.url).pathname),
  title: 'Creditor portal',
  port: Number(process.env.CREDITOR_PORT ?? 3002),
  exposes: {
    './routes': './src/routes.tsx',
    // The one-time-code form; the shell shows it before sign-in.
    './verify-otp': './src/features/verify-otp/verify-otp-page.tsx',
  },
});
