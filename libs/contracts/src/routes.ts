/** Route owners (ARCHITECTURE.md section 2). The shell knows only this table and the runtime manifest. */
export const REMOTE_NAMES = ['mfe-demos', 'mfe-ideas', 'mfe-workspace', 'mfe-account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const ROUTE_OWNERS: Readonly<Record<string, RemoteName>> = {
  '/': 'mfe-demos',
  '/demo': 'mfe-demos',
  '/agentic': 'mfe-demos',
  '/submit-idea': 'mfe-ideas',
  '/business-plan': 'mfe-ideas',
  '/pitch-deck': 'mfe-ideas',
  '/financial-modeling': 'mfe-ideas',
  '/market-research': 'mfe-ideas',
  '/platform': 'mfe-workspace',
  '/dashboard': 'mfe-workspace',
  '/events-networking': 'mfe-workspace',
  '/app': 'mfe-account',
  '/waitlist': 'mfe-account',
  '/profile': 'mfe-account',
  '/startup-profile': 'mfe-account',
};

/** Module Federation container names must be JS identifiers. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/** Every remote exposes this module: a map from route path to its page component. */
export const REMOTE_ROUTES_MODULE = './routes';
