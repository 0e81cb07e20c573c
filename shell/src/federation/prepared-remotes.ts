// The portals a sign-in prepares during its pause before the dashboard opens: their './routes' module is
// loaded and run, and its `prepare` called, so the dashboard draws it at once (remote-routes.tsx). Part of
// the full app's chunk, not of the login page: the login reaches it through preload-dashboard.ts.
import { loadRemoteModule } from './remotes.ts';
import type { RemoteName } from './runtime-config.ts';

/** What a portal's './routes' module may offer besides its component: work to start before it is drawn. */
export type PreparedRoutes = { prepare?: () => void };

const ROUTES = './routes';
const prepared = new Map<RemoteName, unknown>();
const failed = new Set<RemoteName>();

/** Loads and runs a portal's './routes' and calls its `prepare`. Never rejects. */
export async function prepareRemote(remote: RemoteName): Promise<void> {
  try {
    const loaded = await loadRemoteModule<PreparedRoutes>(remote, ROUTES);
    failed.delete(remote);
    prepared.set(remote, loaded);
    loaded.prepare?.();
  } catch (error) {
    console.warn(`[federation] preparing ${remote}/routes failed`, error);
    failed.add(remote);
  }
}

/** The prepared module of `exposedModule`, or undefined when it was not prepared (or is not './routes'). */
export function preparedRemoteModule<T>(remote: RemoteName, exposedModule: string): T | undefined {
  return exposedModule === ROUTES ? (prepared.get(remote) as T | undefined) : undefined;
}

/**
 * Whether preparing the portal failed: its real load then drops what the federation runtime cached about it
 * (a failed manifest) and asks afresh, as a retry does.
 */
export function preparationFailed(remote: RemoteName, exposedModule: string): boolean {
  return exposedModule === ROUTES && failed.has(remote);
}

/** Tests: forget every preparation. */
export function resetPreparedRemotes(): void {
  prepared.clear();
  failed.clear();
}
