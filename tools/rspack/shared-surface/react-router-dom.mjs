// The part of react-router-dom that frontends share (see ../shared-surface.js), from React Router's
// production build. Add a name here when a frontend needs it; the shell must then be released
// before a remote uses it.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from '../../../node_modules/react-router/dist/production/index.mjs';
export { RouterProvider } from '../../../node_modules/react-router/dist/production/dom-export.mjs';
