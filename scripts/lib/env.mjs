// Ports and URLs of the portal (shell 3000, remotes 3001 and 3002, API 4000), each overridable by the
// environment, parsed once with zod.
// A wrong value throws SettingsError, one line naming the setting and why; the entry scripts print it and exit 1
// (exitOnBadSettings).
import path from 'node:path';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** A wrong setting of the web servers or npm start: `message` is one line naming each and why. */
export class SettingsError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/** @param {unknown} value */
const emptyToUndefined = (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** @param {number} fallback */
const port = (fallback) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(String(fallback))
      .refine(
        (text) => /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535,
        'must be a port number (1-65535)',
      )
      .transform(Number),
  );
const HTTP_URL = /^https?:\/\/[^\s/]+(\/[^\s]*)?$/;
const httpUrl = z.preprocess(
  emptyToUndefined,
  z.string().regex(HTTP_URL, 'must be an http:// or https:// URL').optional(),
);
const ORIGIN = /^https?:\/\/[^\s/]+$/;

const schema = z.object({
  SHELL_PORT: port(3000),
  LAWFIRM_PORT: port(3001),
  CREDITOR_PORT: port(3002),
  API_PORT: port(4000),
  API_URL: httpUrl,
  PUBLIC_URL: httpUrl,
  SHELL_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean),
      )
      .refine(
        (origins) => origins.every((origin) => ORIGIN.test(origin)),
        'must be origins such as https://portal.example.se, separated by commas',
      )
      .optional(),
  ),
  WEB_HOST: z.preprocess(emptyToUndefined, z.string().optional()),
});

/**
 * Parses `env` with a zod schema; throws SettingsError listing every wrong setting on one line.
 * @template {z.ZodType} S
 * @param {S} zodSchema
 * @param {NodeJS.ProcessEnv} env
 * @returns {z.output<S>}
 */
export function parseSettings(zodSchema, env) {
  const parsed = zodSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new SettingsError(
    parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
  );
}

export function settings(env = process.env) {
  const e = parseSettings(schema, env);
  const shellOrigins = e.SHELL_ORIGIN ?? [`http://localhost:${e.SHELL_PORT}`];
  return {
    shellPort: e.SHELL_PORT,
    lawfirmPort: e.LAWFIRM_PORT,
    creditorPort: e.CREDITOR_PORT,
    apiPort: e.API_PORT,
    apiUrl: e.API_URL || `http://127.0.0.1:${e.API_PORT}`,
    /** The shell's URL as its users reach it; https turns on Strict-Transport-Security. */
    publicUrl: e.PUBLIC_URL || `http://localhost:${e.SHELL_PORT}`,
    /** Origins allowed to load the remotes: the shell's, by name and by loopback address. */
    shellOrigins: [
      ...new Set([...shellOrigins, `http://localhost:${e.SHELL_PORT}`, `http://127.0.0.1:${e.SHELL_PORT}`]),
    ],
    /** Interface the web servers bind to; unset = all interfaces (IPv4 and IPv6). */
    webHost: e.WEB_HOST || undefined,
  };
}

/**
 * Runs `read` (settings(), runtimeConfigFromEnv()); a SettingsError is printed as its one line and the
 * process exits 1 before anything starts.
 * @template T
 * @param {() => T} read
 * @returns {T}
 */
export function exitOnBadSettings(read) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The three front-end apps: folder, federation name and the file that proves a build is there. */
export const apps = {
  shell: { dir: 'shell', marker: 'index.html' },
  lawfirm: { dir: 'lawfirm-portal', marker: 'mf-manifest.json' },
  creditor: { dir: 'creditor-portal', marker: 'mf-manifest.json' },
};
