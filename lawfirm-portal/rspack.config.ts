// The lawfirm remote: exposes its routes (mounted by the shell at /dashboard/*); runs standalone in development.
import path from 'node:path';
import { createAppConfig } from '../rspack.config.base.ts';

export default createAppConfig({
  name: 'lawfirm',
  appDir: path.dirname(new URL(import.meta.url).pathname),
  title: 'Law-firm portal',
  port: Number(process.env.LAWFIRM_PORT ?? 3001),
  exposes: { './routes': './src/routes.tsx' },
});
