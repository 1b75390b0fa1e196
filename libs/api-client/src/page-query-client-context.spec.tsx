import { QueryClient } from '@tanstack/react-query';

type Context = typeof import('./page-query-client-context');

let renderToString: typeof import('react-dom/server').renderToString;

// A fresh module per test (it holds the page's one client), with the React it renders with.
function freshContext(): Context {
  let context: Context | undefined;
  jest.isolateModules(() => {
    context = jest.requireActual('./page-query-client-context');
    renderToString = jest.requireActual<typeof import('react-dom/server')>('react-dom/server').renderToString;
  });
  return context as Context;
}

/** Renders a component that names the client useQueryClient returns. */
function clientSeen(context: Context, clients: Map<QueryClient, string>, passed?: QueryClient): string {
  function Probe() {
    return <>{clients.get(context.useQueryClient(passed))}</>;
  }
  return renderToString(<Probe />);
}

describe("TanStack Query's context, with the page's client as the default", () => {
  it('has no client before TanStack Query loads: the library error', () => {
    const context = freshContext();
    expect(() => clientSeen(context, new Map())).toThrow('No QueryClient set, use QueryClientProvider to set one');
  });

  it("gives the page's client to a hook with no provider above it, and connects it to focus and online events", () => {
    const context = freshContext();
    const page = new QueryClient();
    const mount = jest.spyOn(page, 'mount');
    context.setPageQueryClient(page);
    expect(clientSeen(context, new Map([[page, 'page']]))).toBe('page');
    expect(mount).toHaveBeenCalledTimes(1);
    page.unmount();
  });

  it("prefers a provider's client, and a client passed in over both", () => {
    const context = freshContext();
    const [page, provided, passed] = [new QueryClient(), new QueryClient(), new QueryClient()];
    const names = new Map([[page, 'page'], [provided, 'provided'], [passed, 'passed']]);
    context.setPageQueryClient(page);
    function Probe({ client }: { client?: QueryClient }) {
      return <>{names.get(context.useQueryClient(client))}</>;
    }
    const inProvider = (client?: QueryClient) =>
      renderToString(<context.QueryClientProvider client={provided}><Probe client={client} /></context.QueryClientProvider>);
    expect(inProvider()).toBe('provided');
    expect(inProvider(passed)).toBe('passed');
    page.unmount();
  });

  it('refuses a second page client: the cache is shared by the whole page', () => {
    const context = freshContext();
    const page = new QueryClient();
    context.setPageQueryClient(page);
    expect(() => context.setPageQueryClient(new QueryClient())).toThrow('The page already has a QueryClient');
    page.unmount();
  });
});
