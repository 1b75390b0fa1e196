import { lazy, Suspense, use, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { RemoteName } from '@founder/contracts';
import { PageLoader } from '@founder/ui';
import { RemovePrerendered } from '../prerendered/remove-prerendered';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteRoutes, retryRemote } from './remote-registry';

// Its own chunk, with the Mantine parts only it uses: a page that loads never downloads it.
const RemoteUnavailable = lazy(() => import('./remote-unavailable').then(({ RemoteUnavailable }) => ({ default: RemoteUnavailable })));

/** The remote's own route tree, matched against the whole path (the shell's route is the root '*'). */
function RemoteArea({ remote }: { remote: RemoteName }) {
  return useRoutes(use(loadRemoteRoutes(remote)));
}

/**
 * Every path a remote owns: loads the remote on first visit (Suspense shows the loader, also while
 * one of its lazy pages loads), renders the page its route tree matches, and shows the fallback
 * with Retry if the remote fails to load or its page throws.
 */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  const retry = () => {
    setRetrying(true);
    void retryRemote(remote).finally(() => {
      setRetrying(false);
      // A new key remounts the boundary: the remote is loaded again from scratch.
      setAttempt((count) => count + 1);
    });
  };

  return (
    <RemoteErrorBoundary
      key={`${remote}#${attempt}`}
      resetKey={pathname}
      fallback={
        <Suspense fallback={null}>
          <RemoteUnavailable onRetry={retry} retrying={retrying} />
          <RemovePrerendered />
        </Suspense>
      }
    >
      <Suspense fallback={<PageLoader />}>
        <RemoteArea remote={remote} />
        {/* Commits with the page, never with the loader: the prerendered screen stays until then. */}
        <RemovePrerendered />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
