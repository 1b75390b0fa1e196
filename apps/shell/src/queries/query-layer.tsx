import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
// The context file alone (shared by its path, like Mantine's contexts): the rest of TanStack Query
// loads with the first code that uses it.
import { QueryClientContext } from '@tanstack/react-query/query-client-context';
import { currentQueryClient, subscribeToQueryClient } from './query-client-store';

/**
 * TanStack Query's provider without the library: provides the page's client once it exists. The
 * client is made when the library's module is evaluated, before any component that uses it renders,
 * and the store's change re-renders this provider synchronously, ahead of that component.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeToQueryClient, currentQueryClient);
  // What QueryClientProvider does: focus and online events reach the client while the page shows.
  useEffect(() => {
    if (!client) return undefined;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
