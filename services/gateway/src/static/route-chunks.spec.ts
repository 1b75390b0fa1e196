import { pageChunks, routeMatchScore } from './route-chunks';

describe('routeMatchScore', () => {
  it.each([
    ['/business-plan', '/business-plan'],
    ['/business-plan', '/business-plan/'],
    ['/business-plan', '/Business-Plan'],
    ['/platform/modules/:moduleId', '/platform/modules/company-setup'],
    ['/events-networking/events/:id', '/events-networking/events/42'],
    ['/data-room/:token', '/data-room/a%20b'],
    ['/profile/:tab?', '/profile'],
    ['/profile/:tab?', '/profile/security'],
    ['/files/*', '/files/a/b/c'],
    ['/', '/'],
  ])('%s matches %s', (pattern, pathname) => {
    expect(routeMatchScore(pattern, pathname)).not.toBeNull();
  });

  it.each([
    ['/business-plan', '/business-plan/extra'],
    ['/business-plan', '/business'],
    ['/platform/modules/:moduleId', '/platform/modules'],
    ['/platform/modules/:moduleId', '/platform/modules/a/b'],
    ['/profile/:tab?', '/profile/a/b'],
    ['/', '/app'],
  ])('%s does not match %s', (pattern, pathname) => {
    expect(routeMatchScore(pattern, pathname)).toBeNull();
  });

  it('ranks a static segment above a parameter, and a parameter above a splat', () => {
    expect(routeMatchScore('/platform/modules/:moduleId', '/platform/modules/x')).toBe(23);
    expect(routeMatchScore('/platform/modules/settings', '/platform/modules/settings')).toBe(30);
    expect(routeMatchScore('/platform/*', '/platform/modules/x')).toBe(8);
  });
});

describe('pageChunks', () => {
  const MAP = {
    routes: [
      { path: '/platform', js: ['layout.1.js', 'onboarding.1.js'], css: ['layout.1.css'] },
      { path: '/platform/modules/:moduleId', js: ['layout.1.js', 'module.1.js'], css: ['layout.1.css'] },
      { path: '/platform/modules/settings', js: ['layout.1.js', 'settings.1.js'], css: [] },
    ],
  };

  it("gives the files of the page the path shows, the most specific pattern's when several match", () => {
    expect(pageChunks(MAP, '/platform')).toEqual({ js: ['layout.1.js', 'onboarding.1.js'], css: ['layout.1.css'] });
    expect(pageChunks(MAP, '/platform/modules/funding')).toEqual({ js: ['layout.1.js', 'module.1.js'], css: ['layout.1.css'] });
    expect(pageChunks(MAP, '/platform/modules/settings')).toEqual({ js: ['layout.1.js', 'settings.1.js'], css: [] });
  });

  it('gives nothing for a path no page declares', () => {
    expect(pageChunks(MAP, '/platform/nowhere')).toBeNull();
  });

  it.each([null, 'text', {}, { routes: 'x' }, { routes: [{ path: '/platform', js: [1], css: [] }] }, { routes: [{ path: 3, js: [], css: [] }] }])(
    'gives nothing for a map it cannot read (%j)',
    (map) => {
      expect(pageChunks(map, '/platform')).toBeNull();
    },
  );
});
