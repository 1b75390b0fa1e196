import { reactRouterBrowserNames } from './react-router-browser';

describe('the shared react-router-dom', () => {
  const names = reactRouterBrowserNames();

  it('offers every export a browser app uses, including ones no frontend imports today', () => {
    for (const name of ['RouterProvider', 'createBrowserRouter', 'Link', 'NavLink', 'Outlet', 'useNavigate', 'useParams', 'useMatches', 'useBlocker', 'Form', 'useFetcher', 'ScrollRestoration']) {
      expect(names).toContain(name);
    }
  });

  it('leaves out the server, framework-mode and internal exports', () => {
    for (const name of ['createRequestHandler', 'createStaticHandler', 'createCookieSessionStorage', 'HydratedRouter', 'ServerRouter', 'Scripts', 'UNSAFE_DataRouterContext']) {
      expect(names).not.toContain(name);
    }
  });
});
