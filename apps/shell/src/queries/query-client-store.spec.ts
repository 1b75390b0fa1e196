import { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@founder/api-client';
import { AUTH_PATHS } from '@founder/contracts';

// A fresh module per test: the store holds the page's one client.
function freshStore(): typeof import('./query-client-store') {
  let store: typeof import('./query-client-store') | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual('./query-client-store');
  });
  return store as typeof import('./query-client-store');
}

describe('the session check at start-up', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  function answering(body: string, status = 200): jest.Mock {
    const fetch = jest.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    return fetch;
  }

  it("asks for the session once, and the client made later starts from its answer without asking again", async () => {
    const fetch = answering('{"id":7,"email":"ada@example.com"}');
    const store = freshStore();
    store.startSessionCheck();
    store.startSessionCheck();
    const client = new QueryClient();
    store.provideQueryClient(client);
    await client.fetchQuery({ queryKey: CURRENT_USER_QUERY_KEY, staleTime: Infinity });
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual({ id: 7, email: 'ada@example.com' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe(AUTH_PATHS.me);
  });

  it('stores null for a visitor without a session', async () => {
    answering('{"statusCode":401,"message":"Not authenticated"}', 401);
    const store = freshStore();
    store.startSessionCheck();
    const client = new QueryClient();
    store.provideQueryClient(client);
    await client.fetchQuery({ queryKey: CURRENT_USER_QUERY_KEY, staleTime: Infinity });
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
  });
});
