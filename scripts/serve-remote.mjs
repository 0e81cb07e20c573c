// Serves one built remote (its mf-manifest.json, remoteEntry.js and chunks) on its port, with CORS for the
// shell's origin and the security headers of lib/security-headers.mjs. `node scripts/serve-remote.mjs lawfirm` or `... creditor`; stop it to take a portal down.
import path from 'node:path';
import { apps, exitOnBadSettings, repoRoot, settings } from './lib/env.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';
import { securityFor } from './lib/security-headers.mjs';
import { createStaticServer, listenUntilSignalled } from './lib/static-server.mjs';

const name = process.argv[2];
if (name !== 'lawfirm' && name !== 'creditor') {
  console.error('usage: node scripts/serve-remote.mjs lawfirm|creditor');
  process.exit(2);
}
const config = exitOnBadSettings(() => settings());
const server = createStaticServer({
  name,
  root: path.join(repoRoot, apps[name].dir, 'dist'),
  allowedOrigins: config.shellOrigins,
  security: securityFor(name, {
    publicUrl: config.publicUrl,
    remotes: exitOnBadSettings(() => runtimeConfigFromEnv(process.env)).remotes,
  }),
});
listenUntilSignalled(server, {
  name,
  port: name === 'lawfirm' ? config.lawfirmPort : config.creditorPort,
  host: config.webHost,
});
