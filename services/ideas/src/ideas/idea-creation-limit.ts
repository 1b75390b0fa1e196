import { applyDecorators, Injectable, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { clientOfRequest, RetryAfterThrottlerGuard } from '@founder/server-kit';
import { IDEA_CREATION_LIMITS, ideaOwnerKey, tooManyIdeasMessage } from '../domain/idea-creation-limits';
import type { IdeasEnvironment } from '../ideas-environment';
import { IDEA_CALLER, type RequestWithCaller } from '../owners/idea-caller';

const LIMITED_IDEA_CREATION = 'founder:limited-idea-creation';

@Injectable()
class IdeaCreationThrottlerGuard extends RetryAfterThrottlerGuard {
  protected override tooManyMessage(secondsUntilRetry: number): string {
    return tooManyIdeasMessage(secondsUntilRetry);
  }
}

const isIdeaCreation = (context: ExecutionContext) => Reflect.getMetadata(LIMITED_IDEA_CREATION, context.getHandler()) === true;
const callerOf = (context: ExecutionContext) => context.switchToHttp().getRequest<RequestWithCaller>()[IDEA_CALLER];
const ownerOf = (context: ExecutionContext) => ideaOwnerKey(callerOf(context));
const signedIn = (context: ExecutionContext) => callerOf(context)?.userId != null;

/**
 * The throttlers of IDEA_CREATION_LIMITS, registered in the ideas app's one ThrottlerModule
 * (ClientRateLimitModule in app.module.ts), so the counters are in ideas.rate_limit_counters and
 * every ideas instance counts the same submissions. They skip every route but the one marked
 * @LimitedIdeaCreation. The caller is known: IdeaCallerGuard runs first.
 */
export function ideaCreationThrottlers(environment: IdeasEnvironment): ThrottlerOptions[] {
  return [
    {
      name: 'owner',
      limit: IDEA_CREATION_LIMITS.perOwner.limit,
      ttl: IDEA_CREATION_LIMITS.perOwner.windowMs,
      skipIf: (context) => !isIdeaCreation(context) || ownerOf(context) === null,
      getTracker: (request) => ideaOwnerKey((request as RequestWithCaller)[IDEA_CALLER]) ?? '',
    },
    {
      // Every submission without an account, with an owner cookie or not: a made-up cookie per
      // request must not open a new count (issue 28).
      name: 'anonymousClient',
      limit: environment.IDEAS_CLIENT_RATE_LIMIT ?? IDEA_CREATION_LIMITS.perAnonymousClient.limit,
      ttl: IDEA_CREATION_LIMITS.perAnonymousClient.windowMs,
      skipIf: (context) => !isIdeaCreation(context) || signedIn(context),
      getTracker: clientOfRequest,
    },
  ];
}

/** Bounds the submissions per hour of IDEA_CREATION_LIMITS: 429 with Retry-After beyond them. */
export function LimitedIdeaCreation(): MethodDecorator {
  return applyDecorators(
    SetMetadata(LIMITED_IDEA_CREATION, true),
    UseGuards(IdeaCreationThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many ideas submitted. Please try again in N minutes.' }),
  );
}
