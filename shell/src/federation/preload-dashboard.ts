// Sign-in → ready dashboard: the dashboard's frame and the portal's routes are fetched while
// the sign-in call runs, not after it answers. Started by the login on submit, never on page load, so the
// login page's own JavaScript stays what it is.
import { loadAllTexts } from 'shared-ui/light';
import { preloadRemoteModule } from './remotes.ts';
import type { RemoteName } from './runtime-config.ts';

const started = new Set<RemoteName>();
const prepared = new Set<RemoteName>();

/** What the full app's chunk offers the login once loaded: the portals' preparation. */
export type ShellChunks = { prepareRemote: (remote: RemoteName) => Promise<void> };

/**
 * The shell's own chunks of the signed-in app. The entry (bootstrap.tsx) names them: the login that
 * calls preloadDashboard sits below the app it preloads and must not import it.
 */
let loadShellChunks: () => Promise<ShellChunks | undefined> = () => Promise.resolve(undefined);

/** Names the import()s of the full app and the dashboard's frame (bootstrap.tsx, at start). */
export function registerDashboardChunks(load: () => Promise<ShellChunks>): void {
  loadShellChunks = load;
}

/** The dashboard's lazy frame (with antd) and the remote's './routes' chunks; once per remote and page. */
export function preloadDashboard(remote: RemoteName): void {
  if (started.has(remote)) return;
  started.add(remote);
  // The same import()s as bootstrap.tsx (the full app, react-router with it) and the dashboard route make.
  void loadShellChunks().catch(() => started.delete(remote));
  void preloadRemoteModule(remote, './routes');
  void loadAllTexts().catch(() => {});
}

/**
 * After the sign-in went through, during the one-second pause before the dashboard opens: runs the
 * portal's './routes' module (fetched by preloadDashboard) and its `prepare`, so the dashboard's first
 * render neither waits for that code to be parsed and run nor starts the chunks its first screen needs
 * only once drawn. Once per remote and page.
 */
export function prepareDashboard(remote: RemoteName): void {
  if (prepared.has(remote)) return;
  prepared.add(remote);
  void loadShellChunks()
    .then((app) => app?.prepareRemote(remote))
    .catch(() => prepared.delete(remote));
}

/** Tests: forget which remotes were preloaded. */
export function resetPreloadedDashboards(): void {
  started.clear();
  prepared.clear();
}
