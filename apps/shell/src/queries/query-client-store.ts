import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser, setPageQueryClient } from '@founder/api-client';
import type { CurrentUser } from '@founder/contracts';

// The page's one QueryClient is made when TanStack Query is first loaded (by the first page or
// header that uses it: tools/rspack/react-query-host.js), so '/' never downloads the library; with
// no provider above them, its hooks use that client (libs/api-client page-query-client-context.ts).
// The session check runs at start-up without it (spec section 7), and the client starts from its answer.
let session: Promise<CurrentUser | null> | undefined;

/** GET /api/auth/me at start-up, once. */
export function startSessionCheck(): void {
  session ??= fetchCurrentUser();
}

/** Called once, by the shell's shared TanStack Query module when it loads. */
export function provideQueryClient(created: QueryClient): void {
  setPageQueryClient(created);
  // The session query takes the start-up answer (pending until it arrives), never a second request.
  const startupSession = session;
  if (startupSession) void created.prefetchQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: () => startupSession });
}
