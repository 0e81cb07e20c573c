// The one place that talks to the federation runtime: registers the remotes found in /config.json and
// loads their exposed modules. Types come from the remotes' exposed modules, not from generated d.ts files
// (the host has dts: false because it learns the remotes only at run time).
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteFailure } from './offline-remote-plugin.ts';
import type { RemoteName, RuntimeConfig } from './runtime-config.ts';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly exposedModule: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remote} portal module ${exposedModule} could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

const entries = new Map<RemoteName, string>();

/** Registers both remotes by their mf-manifest.json URL. Nothing is fetched until a module is loaded. */
export function registerRuntimeRemotes(config: RuntimeConfig): void {
  const remotes = (['lawfirm', 'creditor'] as const).map((name) => ({ name, entry: config.remotes[name] }));
  for (const remote of remotes) entries.set(remote.name, remote.entry);
  registerRemotes(remotes);
}

export interface LoadOptions {
  /** After a failure: drop what the runtime cached about the remote (a failed manifest) and fetch again. */
  retry?: boolean;
}

/** Loads `exposedModule` ('./routes') of a remote; rejects with RemoteUnavailableError when it cannot. */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposedModule: string,
  options: LoadOptions = {},
): Promise<T> {
  const entry = entries.get(remote);
  if (!entry) throw new RemoteUnavailableError(remote, exposedModule, { cause: 'remote not registered' });
  if (options.retry) registerRemotes([{ name: remote, entry }], { force: true });
  let loaded: unknown;
  try {
    loaded = await loadRemote<T>(`${remote}/${exposedModule.replace(/^\.\//, '')}`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, exposedModule, { cause: error });
  }
  if (loaded == null || isRemoteFailure(loaded)) {
    const cause = isRemoteFailure(loaded) ? loaded.__remoteLoadFailed.error : 'empty module';
    throw new RemoteUnavailableError(remote, exposedModule, { cause });
  }
  return loaded as T;
}

/**
 * Fetches a remote's manifest, its remoteEntry.js and the chunks of `exposedModule` without running the
 * module, so that a later loadRemoteModule() finds them in the HTTP cache. Never rejects: a failed preload
 * drops what the runtime cached about the remote, and the real load then tries (and reports) afresh.
 */
export async function preloadRemoteModule(remote: RemoteName, exposedModule: string): Promise<void> {
  const entry = entries.get(remote);
  if (!entry) return;
  try {
    await preloadRemote([{ nameOrAlias: remote, exposes: [exposedModule.replace(/^\.\//, '')] }]);
  } catch (error) {
    console.warn(`[federation] preloading ${remote}/${exposedModule} failed`, error);
    registerRemotes([{ name: remote, entry }], { force: true });
  }
}
