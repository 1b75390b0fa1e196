import { useRoutes } from 'react-router-dom';
import { platformRoutes } from '../platform/platform.routes';

/**
 * /platform and everything under it. Until the shell mounts each area's route object (p8-routes),
 * the area's routes render here, under the shell's /platform/* route.
 */
export default function PlatformPage() {
  return useRoutes([{ Component: platformRoutes.Component, children: platformRoutes.children }]);
}
