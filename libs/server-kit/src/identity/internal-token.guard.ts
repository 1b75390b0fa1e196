import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { timingSafeEqual } from 'node:crypto';
import { ServiceEnvironment } from '../environment/service-environment';

/** Admits only calls of our own services: header INTERNAL_TOKEN_HEADER = internalToken(IDENTITY_SECRET). */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(environment: ServiceEnvironment) {
    this.expected = Buffer.from(internalToken(environment.IDENTITY_SECRET));
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[INTERNAL_TOKEN_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    if (given.length !== this.expected.length || !timingSafeEqual(given, this.expected)) {
      throw new UnauthorizedException('Invalid internal token');
    }
    return true;
  }
}
