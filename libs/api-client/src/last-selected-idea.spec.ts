import { QueryClient } from '@tanstack/react-query';
import { LAST_SELECTED_IDEA_QUERY_KEY, rememberSelectedIdea } from './last-selected-idea';
import { CURRENT_USER_QUERY_KEY } from './session-check';

describe('rememberSelectedIdea', () => {
  const realFetch = globalThis.fetch;
  let sent: Array<{ url: string; method?: string; body?: unknown }>;

  beforeEach(() => {
    sent = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, method: init.method, body: init.body });
      return new Response('{"ideaId":7}', { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("puts the idea on a signed-in founder's account and in the cache", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, { id: 1, email: 'ada@example.com' });
    rememberSelectedIdea(queryClient, 7);
    expect(queryClient.getQueryData(LAST_SELECTED_IDEA_QUERY_KEY)).toEqual({ ideaId: 7 });
    expect(sent).toEqual([{ url: '/api/ideas/last-selected', method: 'PUT', body: '{"ideaId":7}' }]);
  });

  it("asks nothing for a visitor: the selection stays in this browser's storage", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    rememberSelectedIdea(queryClient, 7);
    expect(sent).toEqual([]);
    expect(queryClient.getQueryData(LAST_SELECTED_IDEA_QUERY_KEY)).toBeUndefined();
  });
});
