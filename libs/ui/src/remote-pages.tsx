import { lazy, type ComponentType } from 'react';
import type { RemoteName } from '@founder/contracts';
import { RemoteAttribution } from './remote-attribution';

/** What a remote's './routes' module exports by default: route path -> page component. */
export type RemoteRoutes = Readonly<Record<string, ComponentType>>;

type PageModule = { default: ComponentType };

/**
 * Builds a remote's route map: each page is its own lazily loaded chunk (a visit downloads only
 * that page), rendered inside the remote's attribution wrapper.
 */
export function remotePages(remote: RemoteName, version: string, pages: Record<string, () => Promise<PageModule>>): RemoteRoutes {
  return Object.fromEntries(
    Object.entries(pages).map(([path, load]) => {
      const Page = lazy(load);
      function RemotePage() {
        return (
          <RemoteAttribution remote={remote} version={version}>
            <Page />
          </RemoteAttribution>
        );
      }
      RemotePage.displayName = `${remote}${path}`;
      return [path, RemotePage];
    }),
  );
}
