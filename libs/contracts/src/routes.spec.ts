import { REMOTE_NAMES, ROUTE_OWNERS, federationName, routeOwnerOf, routePrefixOf, showsAppHeader } from './routes';

describe('route prefixes', () => {
  it('gives a prefix itself and every path under it', () => {
    expect(routePrefixOf('/platform')).toBe('/platform');
    expect(routePrefixOf('/platform/')).toBe('/platform');
    expect(routePrefixOf('/platform/x')).toBe('/platform');
    expect(routePrefixOf('/events-networking/events/42')).toBe('/events-networking');
    expect(routeOwnerOf('/platform/investors')).toBe('mfe-workspace');
    expect(routeOwnerOf('/profile/security')).toBe('mfe-account');
  });

  it('never gives a prefix a longer word', () => {
    expect(routePrefixOf('/platformx')).toBeNull();
    expect(routeOwnerOf('/platformx')).toBeNull();
    expect(routeOwnerOf('/apps')).toBeNull();
    expect(routeOwnerOf('/demos/x')).toBeNull();
  });

  it("lets '/' own only the landing page, so unknown paths are the shell's 404", () => {
    expect(routeOwnerOf('/')).toBe('mfe-demos');
    expect(routeOwnerOf('/no-such-page')).toBeNull();
    expect(routeOwnerOf('/no-such-page/deeper')).toBeNull();
    expect(routeOwnerOf('')).toBeNull();
  });

  it('maps every route of ARCHITECTURE.md section 2 to its owner', () => {
    expect(Object.entries(ROUTE_OWNERS).map(([prefix, owner]) => `${owner} ${prefix}`)).toEqual([
      'mfe-demos /',
      'mfe-demos /demo',
      'mfe-demos /agentic',
      'mfe-ideas /submit-idea',
      'mfe-ideas /business-plan',
      'mfe-ideas /pitch-deck',
      'mfe-ideas /financial-modeling',
      'mfe-ideas /market-research',
      'mfe-workspace /platform',
      'mfe-workspace /dashboard',
      'mfe-workspace /events-networking',
      'mfe-workspace /data-room',
      'mfe-account /app',
      'mfe-account /waitlist',
      'mfe-account /profile',
      'mfe-account /startup-profile',
      'mfe-account /terms',
      'mfe-account /privacy',
      'mfe-account /invitations',
    ]);
  });
});

describe('federationName', () => {
  it('turns each remote into a JS identifier', () => {
    expect(REMOTE_NAMES.map(federationName)).toEqual(['mfe_demos', 'mfe_ideas', 'mfe_workspace', 'mfe_account']);
  });
});

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
