// Federation runtime plugin (registered at build time in shell/rspack.config.ts): when a remote cannot be
// loaded (manifest or remoteEntry unreachable, a broken chunk), loadRemote() resolves with a marker module
// instead of rejecting, so nothing in the runtime throws past the shell. RemoteRoutes turns the marker
// into its translated message with a retry. This file is bundled into the federation runtime, before the
// shared singletons exist: it must not import React or anything shared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_LOAD_FAILED = '__remoteLoadFailed';

export interface RemoteFailureModule {
  __esModule: true;
  default: undefined;
  [REMOTE_LOAD_FAILED]: { id: string; error: unknown };
}

export function isRemoteFailure(value: unknown): value is RemoteFailureModule {
  return typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;
}

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offline-remote-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      // Only the module request gets a fallback; returning something for the manifest step ('afterResolve')
      // would be taken as the manifest itself.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] remote module ${id} could not be loaded`, error);
      const fallback: RemoteFailureModule = {
        __esModule: true,
        default: undefined,
        [REMOTE_LOAD_FAILED]: { id, error },
      };
      // loadRemote() (loadFactory defaults to true) hands this object back as the module itself.
      return fallback;
    },
  };
}
