// Serves the built shell on SHELL_PORT: static files with an SPA fallback, GET /config.json from the
// environment, and /api/* streamed to API_URL. Run alone: `node scripts/serve-shell.mjs`.
import path from 'node:path';
import { repoRoot, settings } from './lib/env.mjs';
import { runtimeConfigFromEnv } from './lib/runtime-config.mjs';
import { createStaticServer, listenUntilSignalled } from './lib/static-server.mjs';

const config = settings();
const runtimeConfig = JSON.stringify(runtimeConfigFromEnv(process.env));

const server = createStaticServer({
  name: 'shell',
  root: path.join(repoRoot, 'shell', 'dist'),
  spaFallback: true,
  proxy: { prefix: '/api', target: config.apiUrl },
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
