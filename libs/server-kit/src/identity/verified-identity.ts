import type { Identity } from '@founder/identity';

/** Where SessionRequiredGuard leaves the verified identity on the request. */
export const VERIFIED_IDENTITY = Symbol('verifiedIdentity');

export interface RequestWithIdentity {
  headers: Record<string, string | string[] | undefined>;
  [VERIFIED_IDENTITY]?: Identity;
}
