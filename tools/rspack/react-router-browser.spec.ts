import { reactRouterBrowserNames } from './react-router-browser';

describe('the shared react-router-dom', () => {
  const names = reactRouterBrowserNames();

  it('offers every export a browser app uses, including ones no frontend imports today', () => {
    for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'NavLink', 'Navigate', 'Outlet', 'useNavigate', 'useParams', 'useRoutes', 'useSearchParams', 'matchRoutes', 'useBeforeUnload', 'generatePath', 'useLinkClickHandler']) {
      expect(names).toContain(name);
    }
  });

  it('leaves out the server, framework-mode and internal exports', () => {
    for (const name of ['createRequestHandler', 'createStaticHandler', 'createCookieSessionStorage', 'HydratedRouter', 'ServerRouter', 'Scripts', 'UNSAFE_DataRouterContext']) {
      expect(names).not.toContain(name);
    }
  });

  it('leaves out the routers that cannot be rendered inside the shell\'s BrowserRouter', () => {
    for (const name of ['HashRouter', 'MemoryRouter', 'Router', 'unstable_HistoryRouter']) {
      expect(names).not.toContain(name);
    }
  });

  it('leaves out the data router, which the shell does not create', () => {
    for (const name of ['RouterProvider', 'createBrowserRouter', 'useLoaderData', 'useMatches', 'useBlocker', 'Form', 'useFetcher', 'useNavigation', 'ScrollRestoration']) {
      expect(names).not.toContain(name);
    }
  });
});
