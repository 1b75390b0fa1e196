import { createBrowserRouter } from 'react-router-dom';
import { ROUTE_OWNERS } from '@founder/contracts';
import { NotFoundPage } from './not-found-page';
import { RemoteRoute } from './remotes/remote-route';

/**
 * Every route of the route table goes to its owning remote, which owns every path under it
 * (ARCHITECTURE.md section 2: /platform/modules is mfe-workspace's); anything else is the shell's 404.
 */
export const router = createBrowserRouter([
  ...Object.keys(ROUTE_OWNERS).map((path) => ({ path: path === '/' ? path : `${path}/*`, element: <RemoteRoute path={path} /> })),
  { path: '*', element: <NotFoundPage /> },
]);
