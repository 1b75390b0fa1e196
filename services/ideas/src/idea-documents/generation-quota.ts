import { applyDecorators, Injectable, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { ThrottlerOptions } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import { clientOfRequest, RetryAfterThrottlerGuard } from '@founder/server-kit';
import type { IdeasEnvironment } from '../ideas-environment';
import { IDEA_CALLER, type RequestWithCaller } from '../owners/idea-caller';
import { GENERATION_LIMITS, generationCallerKey, tooManyGenerationsMessage, type GenerationWork } from './generation-limits';

const LIMITED_GENERATION = 'founder:limited-generation';

@Injectable()
class GenerationThrottlerGuard extends RetryAfterThrottlerGuard {
  protected override tooManyMessage(secondsUntilRetry: number): string {
    return tooManyGenerationsMessage(secondsUntilRetry);
  }
}

const workOf = (context: ExecutionContext) => Reflect.getMetadata(LIMITED_GENERATION, context.getHandler()) as GenerationWork | undefined;
const userIdOf = (request: unknown) => (request as RequestWithCaller)[IDEA_CALLER]?.userId ?? null;
const signedIn = (context: ExecutionContext) => userIdOf(context.switchToHttp().getRequest()) !== null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the throttler hands trackers Record<string, any>
const trackerOf = (request: Record<string, any>) => generationCallerKey(userIdOf(request), clientOfRequest(request));

/**
 * The throttlers of GENERATION_LIMITS, registered in the ideas app's one ThrottlerModule
 * (IdeasRateLimitModule), so every instance counts the same generations in ideas.rate_limit_counters.
 * One per kind of work and kind of caller; each skips every route but those marked
 * @LimitedGeneration with its work. The caller is known: IdeaCallerGuard runs first.
 * IDEAS_GENERATION_RATE_LIMIT, when set, replaces every count (the tests raise it).
 */
export function generationThrottlers(environment: IdeasEnvironment): ThrottlerOptions[] {
  return (['documents', 'parts'] as const).flatMap((work) =>
    (['signedIn', 'anonymous'] as const).map((who) => ({
      name: `${work}-${who}`,
      limit: environment.IDEAS_GENERATION_RATE_LIMIT ?? GENERATION_LIMITS[who][work].limit,
      ttl: GENERATION_LIMITS[who][work].windowMs,
      skipIf: (context: ExecutionContext) => workOf(context) !== work || signedIn(context) !== (who === 'signedIn'),
      getTracker: trackerOf,
      // One count across every kind's route (the default key is per route), hashed like the default: no address is stored.
      generateKey: (_context: ExecutionContext, tracker: string, name: string) => createHash('sha256').update(`generation-${name}-${tracker}`).digest('hex'),
    })),
  );
}

/** Bounds the generations per hour of GENERATION_LIMITS on this route: 429 with Retry-After beyond them. */
export function LimitedGeneration(work: GenerationWork): ReturnType<typeof applyDecorators> {
  return applyDecorators(
    SetMetadata(LIMITED_GENERATION, work),
    UseGuards(GenerationThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many generations. Please try again in N minutes.' }),
  );
}
