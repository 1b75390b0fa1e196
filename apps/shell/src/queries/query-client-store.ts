import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from '@founder/api-client';
import type { CurrentUser } from '@founder/contracts';

// The page's one QueryClient, made when TanStack Query is first loaded (by the first page or header
// that uses it: tools/rspack/react-query-host.js), so '/' never downloads the library. The shell's
// QueryLayer provides it. The session check runs at start-up without it (spec section 7), and the
// client starts from its answer.
let client: QueryClient | undefined;
let session: Promise<CurrentUser | null> | undefined;
const listeners = new Set<() => void>();

/** GET /api/auth/me at start-up, once. */
export function startSessionCheck(): void {
  session ??= fetchCurrentUser();
}

/** Called once, by the shell's shared TanStack Query module when it loads. */
export function provideQueryClient(created: QueryClient): void {
  if (client) throw new Error('The page already has a QueryClient');
  client = created;
  // The session query takes the start-up answer (pending until it arrives), never a second request.
  const startupSession = session;
  if (startupSession) void created.prefetchQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => startupSession });
  for (const listener of listeners) listener();
}

/** The client, or undefined while no part of the page has loaded TanStack Query. */
export function currentQueryClient(): QueryClient | undefined {
  return client;
}

export function subscribeToQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
