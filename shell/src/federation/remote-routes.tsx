// Renders a remote's exposed component inside Suspense and an error boundary. A remote that is down (or
// throws while rendering) shows a translated message with a retry; the header and the rest of the shell
// keep working.
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, loadAllTexts, NAMESPACES } from 'shared-ui/light';
import { useHydrated } from '../components/use-hydrated.ts';
import { preparationFailed, preparedRemoteModule } from './prepared-remotes.ts';
import { type LoadOptions, loadRemoteModule } from './remotes.ts';
import './remote-routes.css';
import type { RemoteName } from './runtime-config.ts';

type ComponentModule<P> = { default: ComponentType<P> };

/** Whether every namespace's texts are there in the language shown: loadAllTexts() has nothing to wait for. */
const allTextsLoaded = () => NAMESPACES.every((namespace) => i18n.hasLoadedNamespace(namespace));

/** The loader seam: production uses the federation runtime; tests inject their own. */
export type RemoteLoader = <P>(
  remote: RemoteName,
  exposedModule: string,
  options: LoadOptions,
) => Promise<ComponentModule<P>>;

/** A portal's module and its texts (fetched side by side): the portal renders with its texts there. */
const federationLoader: RemoteLoader = async <P,>(
  remote: RemoteName,
  exposedModule: string,
  options: LoadOptions,
) => {
  const [loaded] = await Promise.all([
    loadRemoteModule<ComponentModule<P>>(remote, exposedModule, options),
    loadAllTexts(),
  ]);
  return loaded;
};

interface BoundaryProps {
  remote: RemoteName;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[federation] the ${this.props.remote} portal failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}

function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid={`remote-unavailable-${remote}`} className="shell-remote-state">
      <p>{t('common.remote.unavailable')}</p>
      <button type="button" onClick={onRetry}>
        {t('common.remote.retry')}
      </button>
    </div>
  );
}

function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="shell-remote-state">
      {t('common.loading')}
    </div>
  );
}

export interface RemoteModuleProps<P extends object> {
  remote: RemoteName;
  /** The exposed module, e.g. './routes'. */
  module: string;
  /** Props handed to the remote component. */
  props?: P;
  /** Injected in tests; defaults to the federation runtime. */
  loader?: RemoteLoader;
}

/** Any exposed component of a remote, with loading state, fallback and a retry that really refetches. */
export function RemoteModule<P extends object>({ remote, module, props, loader }: RemoteModuleProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const load = loader ?? federationLoader;
  // A new lazy component per attempt: React.lazy remembers a rejected promise forever. A module the
  // federation runtime has already run (a sign-in prepares the portal during its pause) is drawn at once,
  // with its texts there: through Suspense, React would show it no sooner than 300 ms after the fallback.
  const Remote = useMemo(() => {
    const ready =
      !loader && attempt === 0 && allTextsLoaded()
        ? preparedRemoteModule<ComponentModule<P>>(remote, module)
        : undefined;
    if (ready) return ready.default;
    const retry = attempt > 0 || preparationFailed(remote, module);
    return lazy(() => load<P>(remote, module, { retry }));
  }, [loader, load, remote, module, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  const remoteProps = (props ?? {}) as P;
  // A remote is fetched at run time, so a server render (the prerendered code page) can only show the
  // loading state. Rendered inside Suspense there, the boundary would be left unfinished in the markup and
  // React would report it as a recoverable error while hydrating (#419) and redo the subtree on the client.
  // So the server and the hydrating render draw the loading state plainly; the remote is asked for once
  // the markup is hydrated. A render from scratch is hydrated at once and goes straight to Suspense.
  const hydrated = useHydrated();
  if (!hydrated) return <RemoteLoading />;
  return (
    <RemoteErrorBoundary
      key={`${remote}:${module}:${attempt}`}
      remote={remote}
      onRetry={retry}
      fallback={(onRetry) => <RemoteUnavailable remote={remote} onRetry={onRetry} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Remote {...remoteProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** The remote's './routes' (its <Routes> below /dashboard/*), as the shell mounts it. */
export function RemoteRoutes({ remote, loader }: { remote: RemoteName; loader?: RemoteLoader }) {
  return <RemoteModule remote={remote} module="./routes" loader={loader} />;
}
