// Ports and URLs of shared/RUN-CONTRACT.md, every one overridable by the environment.
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

export function settings(env = process.env) {
  const shellPort = Number(env.SHELL_PORT || 3000);
  const lawfirmPort = Number(env.LAWFIRM_PORT || 3001);
  const creditorPort = Number(env.CREDITOR_PORT || 3002);
  const apiPort = Number(env.API_PORT || 4000);
  const shellOrigins = (env.SHELL_ORIGIN || `http://localhost:${shellPort}`)
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    shellPort,
    lawfirmPort,
    creditorPort,
    apiPort,
    apiUrl: env.API_URL || `http://127.0.0.1:${apiPort}`,
    /** The shell's URL as its users reach it; https turns on Strict-Transport-Security. */
    publicUrl: env.PUBLIC_URL || `http://localhost:${shellPort}`,
    /** Origins allowed to load the remotes: the shell's, by name and by loopback address. */
    shellOrigins: [
      ...new Set([...shellOrigins, `http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`]),
    ],
    /** Interface the web servers bind to; unset = all interfaces (IPv4 and IPv6). */
    webHost: env.WEB_HOST || undefined,
  };
}

/** The three front-end apps: folder, federation name and the file that proves a build is there. */
export const apps = {
  shell: { dir: 'shell', marker: 'index.html' },
  lawfirm: { dir: 'lawfirm-portal', marker: 'mf-manifest.json' },
  creditor: { dir: 'creditor-portal', marker: 'mf-manifest.json' },
};
