import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { IDENTITY_HEADER, identityPublicKeys, verifyIdentity } from '@founder/identity';
import { ServiceEnvironment } from '../environment/service-environment';
import { notAuthenticated } from './not-authenticated';
import { VERIFIED_IDENTITY, type RequestWithIdentity } from './verified-identity';

/**
 * Reads the caller from a valid identity assertion of the gateway (signed with the gateway's private key, verified with IDENTITY_PUBLIC_KEYS,
 * unexpired) and never refuses: a route that also answers visitors reads it with
 * @CurrentIdentityOrNull(). The gateway strips client-sent identity headers, so this header is
 * the only identity input a service trusts.
 */
@Injectable()
export class SessionOptionalGuard implements CanActivate {
  constructor(private readonly environment: ServiceEnvironment) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    const header = request.headers[IDENTITY_HEADER];
    const identity = await verifyIdentity(typeof header === 'string' ? header : undefined, identityPublicKeys(this.environment.IDENTITY_PUBLIC_KEYS));
    if (identity) request[VERIFIED_IDENTITY] = identity;
    return true;
  }
}

/** Lets a request through only with a valid identity assertion: 401 otherwise. */
@Injectable()
export class SessionRequiredGuard extends SessionOptionalGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    if (!context.switchToHttp().getRequest<RequestWithIdentity>()[VERIFIED_IDENTITY]) throw notAuthenticated();
    return true;
  }
}
