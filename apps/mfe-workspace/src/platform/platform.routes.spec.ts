import { matchRoutes } from 'react-router-dom';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { NotFoundPage, withAreaNotFound } from '@founder/ui';
import { platformRoutes } from './platform.routes';

const area = [withAreaNotFound(platformRoutes)];
const deepest = (path: string) => matchRoutes(area, path)?.at(-1)?.route;

describe('platformRoutes', () => {
  it('declares every path of PLATFORM_ROUTES under /platform, inside the layout', () => {
    const paths = Object.values(PLATFORM_ROUTES).filter((path) => path.startsWith(`${PLATFORM_ROUTES.root}/`));
    expect(paths).toHaveLength(15);
    for (const path of [PLATFORM_ROUTES.root, ...paths, `${PLATFORM_ROUTES.modules}/business-strategy`]) {
      const matches = matchRoutes(area, path) ?? [];
      expect(matches).toHaveLength(3);
      expect(matches.at(-1)?.route.Component).not.toBe(NotFoundPage);
    }
  });

  it("leaves any other path under /platform to the area's 404, outside the layout", () => {
    expect(deepest('/platform/investors/42')?.Component).toBe(NotFoundPage);
    expect(matchRoutes(area, '/platform/investors/42')).toHaveLength(2);
  });
});
