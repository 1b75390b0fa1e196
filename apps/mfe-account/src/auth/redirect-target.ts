import { SIGNED_IN_LANDING_PATH } from '@founder/contracts';

/**
 * Where signing in leads: `?next=` when it is a path of this site (an invitation page sends the
 * founder back to accept), else the dashboard. Never another origin ('//x', 'https://x').
 */
export function redirectTarget(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : SIGNED_IN_LANDING_PATH;
}
