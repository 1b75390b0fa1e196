import { applyDecorators, createParamDecorator, ExecutionContext, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { IDENTITY_HEADER } from '@founder/identity';
import { notAuthenticated } from './not-authenticated';
import { SessionOptionalGuard, SessionRequiredGuard } from './session-required.guard';
import { VERIFIED_IDENTITY, type RequestWithIdentity } from './verified-identity';

/** Marks a route (or controller) as signed-in only: 401 {statusCode, message: 'Not authenticated'} otherwise. */
export function RequireIdentity(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(SessionRequiredGuard),
    ApiHeader({ name: IDENTITY_HEADER, description: 'Identity assertion set by the gateway', required: true }),
    ApiUnauthorizedResponse({ description: 'Not authenticated' }),
  );
}

/**
 * The verified Identity of the caller. Needs @RequireIdentity() on the route; without it the
 * request is treated as not signed in rather than trusted.
 */
export const CurrentIdentity = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const identity = context.switchToHttp().getRequest<RequestWithIdentity>()[VERIFIED_IDENTITY];
  if (!identity) throw notAuthenticated();
  return identity;
});

/** Marks a route that answers visitors too: @CurrentIdentityOrNull() gives the caller, or null. */
export function OptionalIdentity(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(SessionOptionalGuard),
    ApiHeader({ name: IDENTITY_HEADER, description: 'Identity assertion set by the gateway when the visitor is signed in', required: false }),
  );
}

/** The verified Identity of the caller, or null for a visitor. Needs @OptionalIdentity() on the route. */
export const CurrentIdentityOrNull = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<RequestWithIdentity>()[VERIFIED_IDENTITY] ?? null,
);
