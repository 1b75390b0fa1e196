import { showsAppHeader } from './header-placement';

describe('showsAppHeader', () => {
  it('leaves the landing page and the two demos to their own headers', () => {
    for (const path of ['/', '/demo', '/demo/', '/agentic']) expect(showsAppHeader(path)).toBe(false);
  });

  it('shows on every other page, nested pages and 404 pages included', () => {
    for (const path of ['/dashboard', '/platform/investors', '/events-networking/does-not-exist', '/no-such-page', '/demo/x', '/agenticx', '/app']) {
      expect(showsAppHeader(path)).toBe(true);
    }
  });
});
