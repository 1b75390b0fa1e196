import { QueryClient } from '@tanstack/react-query';

// A fresh module per test: the store holds the page's one client.
function freshStore(): typeof import('./query-client-store') {
  let store: typeof import('./query-client-store') | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual('./query-client-store');
  });
  return store as typeof import('./query-client-store');
}

describe("the page's QueryClient", () => {
  it('is undefined until TanStack Query loads, then the one client, announced to subscribers', () => {
    const store = freshStore();
    const heard: Array<QueryClient | undefined> = [];
    const unsubscribe = store.subscribeToQueryClient(() => heard.push(store.currentQueryClient()));
    expect(store.currentQueryClient()).toBeUndefined();
    const client = new QueryClient();
    store.provideQueryClient(client);
    expect(store.currentQueryClient()).toBe(client);
    expect(heard).toEqual([client]);
    unsubscribe();
  });

  it('refuses a second client: the cache is shared by the whole page', () => {
    const store = freshStore();
    store.provideQueryClient(new QueryClient());
    expect(() => store.provideQueryClient(new QueryClient())).toThrow('The page already has a QueryClient');
  });

  it('stops announcing to a subscriber that left', () => {
    const store = freshStore();
    const listener = jest.fn();
    store.subscribeToQueryClient(listener)();
    store.provideQueryClient(new QueryClient());
    expect(listener).not.toHaveBeenCalled();
  });
});
