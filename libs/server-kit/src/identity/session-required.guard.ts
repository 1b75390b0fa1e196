import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { IDENTITY_HEADER, verifyIdentity } from '@founder/identity';
import { ServiceEnvironment } from '../environment/service-environment';
import { notAuthenticated } from './not-authenticated';
import { VERIFIED_IDENTITY, type RequestWithIdentity } from './verified-identity';

/**
 * Lets a request through only with a valid identity assertion from the gateway (signed with
 * IDENTITY_SECRET, unexpired). The gateway strips client-sent identity headers, so this header
 * is the only identity input a service trusts.
 */
@Injectable()
export class SessionRequiredGuard implements CanActivate {
  constructor(private readonly environment: ServiceEnvironment) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithIdentity>();
    const header = request.headers[IDENTITY_HEADER];
    const identity = await verifyIdentity(typeof header === 'string' ? header : undefined, this.environment.IDENTITY_SECRET);
    if (!identity) throw notAuthenticated();
    request[VERIFIED_IDENTITY] = identity;
    return true;
  }
}
