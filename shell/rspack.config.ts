// The host: login pages, header and routing. No remotes at build time (see src/federation/).
import path from 'node:path';
import { createAppConfig } from '../rspack.config.base.ts';
import { CssModulesManifestPlugin } from './css-modules-plugin.ts';

const appDir = path.dirname(new URL(import.meta.url).pathname);

const config = createAppConfig({
  name: 'shell',
  appDir,
  title: 'Case portal',
  port: Number(process.env.SHELL_PORT ?? 3000),
  runtimePlugins: [path.join(appDir, 'src/federation/offline-remote-plugin.ts')],
});
// The prerender (scripts/prerender.mjs) inlines the public pages' stylesheets found by this manifest.
config.plugins = [...(config.plugins ?? []), new CssModulesManifestPlugin(path.dirname(appDir))];

export default config;
