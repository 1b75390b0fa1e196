import { createParamDecorator, ExecutionContext, Injectable, type CanActivate } from '@nestjs/common';
import { IDENTITY_HEADER, identityPublicKeys, verifyIdentity, type Identity } from '@founder/identity';
import { ServiceEnvironment } from '@founder/server-kit';

const OPTIONAL_IDENTITY = Symbol('optionalIdentity');

interface RequestWithOptionalIdentity {
  headers: Record<string, string | string[] | undefined>;
  [OPTIONAL_IDENTITY]?: Identity | null;
}

/**
 * For routes a visitor may read signed out (events, people, the hub): verifies the gateway's
 * assertion when there is one and never refuses; a missing or invalid one is a visitor.
 */
@Injectable()
export class OptionalIdentityGuard implements CanActivate {
  constructor(private readonly environment: ServiceEnvironment) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithOptionalIdentity>();
    const header = request.headers[IDENTITY_HEADER];
    request[OPTIONAL_IDENTITY] = await verifyIdentity(typeof header === 'string' ? header : undefined, identityPublicKeys(this.environment.IDENTITY_PUBLIC_KEYS));
    return true;
  }
}

/** The caller's identity or null; needs @UseGuards(OptionalIdentityGuard). */
export const MaybeIdentity = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Identity | null =>
    context.switchToHttp().getRequest<RequestWithOptionalIdentity>()[OPTIONAL_IDENTITY] ?? null,
);
