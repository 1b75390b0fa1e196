/** Where every API path starts. */
export const API_ROOT = '/api';

/** API prefix owners (ARCHITECTURE.md section 3). */
export const SERVICE_NAMES = ['auth', 'ideas', 'community'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const API_PREFIX_OWNERS: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/auth/', service: 'auth' },
  { prefix: '/api/waitlist', service: 'auth' },
  { prefix: '/api/startup-ideas', service: 'ideas' },
  { prefix: '/api/ideas', service: 'ideas' },
  { prefix: '/api/startup-profile', service: 'ideas' },
  { prefix: '/api/companies', service: 'ideas' },
  { prefix: '/api/documents', service: 'ideas' },
  { prefix: '/api/investors', service: 'ideas' },
  { prefix: '/api/invitations', service: 'ideas' },
  { prefix: '/api/events', service: 'community' },
  { prefix: '/api/networking/', service: 'community' },
];

/**
 * The owning service of an API path, or null. A prefix without a trailing slash matches
 * itself, a sub-path or a query (`/api/waitlist`, `/api/waitlist/count`, `/api/waitlist?x`),
 * never a longer word (`/api/waitlists`).
 */
export function serviceForPath(path: string): ServiceName | null {
  const pathname = path.split('?')[0];
  for (const { prefix, service } of API_PREFIX_OWNERS) {
    if (prefix.endsWith('/')) {
      if (pathname.startsWith(prefix)) return service;
    } else if (pathname === prefix || pathname.startsWith(prefix + '/')) {
      return service;
    }
  }
  return null;
}
