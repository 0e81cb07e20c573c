// The shell's run-time config (GET /config.json), built from the environment of shared/RUN-CONTRACT.md.
// Used by scripts/serve-shell.mjs in production and by the shell's dev server.

/** @param {NodeJS.ProcessEnv} env */
export function runtimeConfigFromEnv(env) {
  const lawfirmPort = env.LAWFIRM_PORT || '3001';
  const creditorPort = env.CREDITOR_PORT || '3002';
  const audience = env.PORTAL_AUDIENCE || 'lawfirm';
  if (audience !== 'lawfirm' && audience !== 'creditor') {
    throw new Error(`PORTAL_AUDIENCE must be 'lawfirm' or 'creditor', not '${audience}'`);
  }
  return {
    audience,
    remotes: {
      lawfirm: env.LAWFIRM_REMOTE_URL || `http://localhost:${lawfirmPort}/mf-manifest.json`,
      creditor: env.CREDITOR_REMOTE_URL || `http://localhost:${creditorPort}/mf-manifest.json`,
    },
  };
}
