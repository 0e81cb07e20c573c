// The shell's run-time configuration: which audience this deployment serves and where each remote's
// mf-manifest.json lives. Read once from GET /config.json before the first render, so a remote can move to
// another host without rebuilding the shell. Validated by hand (no zod) to keep the login bundle small.

export type Audience = 'lawfirm' | 'creditor';
export type RemoteName = 'lawfirm' | 'creditor';

export interface RuntimeConfig {
  audience: Audience;
  remotes: { lawfirm: string; creditor: string };
}

export class RuntimeConfigError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length > 0 ? `${message}: ${problems.join('; ')}` : message);
    this.name = 'RuntimeConfigError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new URL(value, 'http://localhost');
    return true;
  } catch {
    return false;
  }
}

/** Checks a parsed /config.json and lists every problem at once. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('Invalid /config.json', ['expected a JSON object']);
  const problems: string[] = [];
  const { audience, remotes } = raw;
  if (audience !== 'lawfirm' && audience !== 'creditor') {
    problems.push(`audience must be 'lawfirm' or 'creditor' (got ${JSON.stringify(audience)})`);
  }
  if (!isRecord(remotes)) {
    problems.push('remotes must be an object with the lawfirm and creditor manifest URLs');
  } else {
    for (const name of ['lawfirm', 'creditor'] as const) {
      if (!isUrl(remotes[name])) problems.push(`remotes.${name} must be the URL of its mf-manifest.json`);
    }
  }
  if (problems.length > 0) throw new RuntimeConfigError('Invalid /config.json', problems);
  const valid = remotes as Record<RemoteName, string>;
  return {
    audience: audience as Audience,
    remotes: { lawfirm: valid.lawfirm, creditor: valid.creditor },
  };
}

let current: RuntimeConfig | null = null;

/** Fetches and validates /config.json; the result is then available from getRuntimeConfig(). */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`Could not fetch ${url}: ${String(error)}`);
  }
  if (!response.ok) throw new RuntimeConfigError(`Could not fetch ${url}: HTTP ${response.status}`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError(`${url} is not valid JSON`);
  }
  current = parseRuntimeConfig(raw);
  return current;
}

/** The loaded config. Throws when called before loadRuntimeConfig() resolved (a programming error). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('getRuntimeConfig() called before loadRuntimeConfig()');
  return current;
}

/** Tests and the dev harness set the config directly. */
export function setRuntimeConfig(config: RuntimeConfig | null): void {
  current = config;
}
