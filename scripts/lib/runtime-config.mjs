// The shell's run-time config (GET /config.json), built from the environment and
// checked with zod (a wrong value throws SettingsError naming it). Used by scripts/serve-shell.mjs in
// production and by the shell's dev server.
import { z } from 'zod';
import { parseSettings } from './env.mjs';

/** @param {unknown} value */
const emptyToUndefined = (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const remoteUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(
      /^https?:\/\/[^\s/]+\/[^\s]*$/,
      "must be the http:// or https:// URL of the remote's mf-manifest.json",
    )
    .optional(),
);
const portText = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number')
    .optional(),
);

const schema = z.object({
  PORTAL_AUDIENCE: z.preprocess(
    emptyToUndefined,
    z.enum(['lawfirm', 'creditor'], { error: "must be 'lawfirm' or 'creditor'" }).default('lawfirm'),
  ),
  LAWFIRM_REMOTE_URL: remoteUrl,
  CREDITOR_REMOTE_URL: remoteUrl,
  LAWFIRM_PORT: portText,
  CREDITOR_PORT: portText,
});

/** @param {NodeJS.ProcessEnv} env */
export function runtimeConfigFromEnv(env) {
  const e = parseSettings(schema, env);
  return {
    audience: e.PORTAL_AUDIENCE,
    remotes: {
      lawfirm: e.LAWFIRM_REMOTE_URL || `http://localhost:${e.LAWFIRM_PORT || '3001'}/mf-manifest.json`,
      creditor: e.CREDITOR_REMOTE_URL || `http://localhost:${e.CREDITOR_PORT || '3002'}/mf-manifest.json`,
    },
  };
}
