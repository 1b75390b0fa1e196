import { Suspense, use, useState } from 'react';
import { ROUTE_OWNERS, type RemoteName } from '@founder/contracts';
import { PageLoader } from '@founder/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteRoutes, retryRemote } from './remote-registry';
import { RemoteUnavailable } from './remote-unavailable';

function RemotePage({ remote, path }: { remote: RemoteName; path: string }) {
  const routes = use(loadRemoteRoutes(remote));
  const Page = routes[path];
  if (!Page) throw new Error(`${remote} has no page for ${path}`);
  return <Page />;
}

/**
 * One route of the route table: loads the owning remote on first visit (Suspense shows the loader),
 * and shows the fallback with Retry if the remote fails to load or its page throws.
 */
export function RemoteRoute({ path }: { path: string }) {
  const remote = ROUTE_OWNERS[path];
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  const retry = () => {
    setRetrying(true);
    void retryRemote(remote).finally(() => {
      setRetrying(false);
      // A new key remounts the boundary: the page is loaded again from scratch.
      setAttempt((count) => count + 1);
    });
  };

  return (
    <RemoteErrorBoundary key={`${path}#${attempt}`} fallback={<RemoteUnavailable onRetry={retry} retrying={retrying} />}>
      <Suspense fallback={<PageLoader />}>
        <RemotePage remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
