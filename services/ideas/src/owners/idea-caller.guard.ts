import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { IDENTITY_HEADER, identityPublicKeys, verifyIdentity } from '@founder/identity';
import { ServiceEnvironment } from '@founder/server-kit';
import { BrowserIdeasClaim } from './browser-ideas-claim';
import { IDEA_CALLER, type RequestWithCaller } from './idea-caller';
import { browserIdFrom } from './owner-cookie';

/**
 * Resolves the caller of an idea route and never refuses: the idea tools work without signing in.
 * A missing, forged or expired identity assertion counts as not signed in (spec section 8: a
 * failed session check counts as not signed in). When a request carries both a verified user and
 * an owner cookie, the browser's unclaimed ideas are attached to the user first.
 */
@Injectable()
export class IdeaCallerGuard implements CanActivate {
  constructor(
    private readonly environment: ServiceEnvironment,
    private readonly claim: BrowserIdeasClaim,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const header = request.headers[IDENTITY_HEADER];
    const identity = await verifyIdentity(typeof header === 'string' ? header : undefined, identityPublicKeys(this.environment.IDENTITY_PUBLIC_KEYS));
    const browserId = browserIdFrom(request.headers['cookie']);
    if (identity && browserId) await this.claim.claim(identity.userId, browserId);
    request[IDEA_CALLER] = { userId: identity?.userId ?? null, browserId };
    return true;
  }
}
