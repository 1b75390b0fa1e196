import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote that could not be loaded: its manifest, entry script or exposed module failed. */
export class RemoteLoadError extends Error {
  constructor(
    readonly request: string,
    override readonly cause: unknown,
  ) {
    super(`Could not load ${request}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Keeps a broken or missing remote from taking the shell down (ARCHITECTURE.md 4): a remote that
 * fails while shared modules are negotiated is skipped, and a failed load rejects with a
 * RemoteLoadError, which the route's error boundary turns into the fallback of that route only.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'founder-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle === 'beforeLoadShare') {
        console.warn(`[remotes] ${id} skipped while sharing modules`, error);
        return undefined;
      }
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error);
    },
  };
}
