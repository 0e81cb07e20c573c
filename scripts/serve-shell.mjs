// Serves the built shell on SHELL_PORT: the prerendered public pages, static files with an SPA fallback,
// GET /config.json from the environment, and /api/* streamed to API_URL, with the security headers of
// lib/security-headers.mjs (its page may load scripts from the remotes' origins). Run alone: `node scripts/serve-shell.mjs`.
import path from 'node:path';
import { exitOnBadSettings, repoRoot, settings } from './lib/env.mjs';
import { prerenderedPages } from './lib/prerendered-pages.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';
import { securityFor } from './lib/security-headers.mjs';
import { createStaticServer, listenUntilSignalled } from './lib/static-server.mjs';

const config = exitOnBadSettings(() => settings());
const shellConfig = exitOnBadSettings(() => runtimeConfigFromEnv(process.env));
const runtimeConfig = JSON.stringify(shellConfig);

const root = path.join(repoRoot, 'shell', 'dist');

const server = createStaticServer({
  name: 'shell',
  root,
  spaFallback: true,
  // The public pages, prerendered for this deployment's audience (scripts/prerender.mjs).
  pageFor: prerenderedPages(root, shellConfig.audience),
  proxy: { prefix: '/api', target: config.apiUrl },
  security: securityFor('shell', { publicUrl: config.publicUrl, remotes: shellConfig.remotes }),
  routes: {
    '/config.json': (req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': Buffer.byteLength(runtimeConfig),
      });
      res.end(req.method === 'HEAD' ? undefined : runtimeConfig);
    },
  },
});

listenUntilSignalled(server, { name: 'shell', port: config.shellPort, host: config.webHost });
