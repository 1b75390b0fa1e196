import { applyDecorators, Injectable, Module, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ThrottlerModule } from '@nestjs/throttler';
import { clientAddress, PostgresThrottlerStorage, RetryAfterThrottlerGuard } from '@founder/server-kit';
import { DataSource } from 'typeorm';
import { IDEA_CREATION_LIMITS, ideaOwnerKey, tooManyIdeasMessage } from '../domain/idea-creation-limits';
import { IdeasEnvironment } from '../ideas-environment';
import { IDEA_CALLER, type RequestWithCaller } from '../owners/idea-caller';

@Injectable()
class IdeaCreationThrottlerGuard extends RetryAfterThrottlerGuard {
  protected tooManyMessage(secondsUntilRetry: number): string {
    return tooManyIdeasMessage(secondsUntilRetry);
  }
}

const ownerOf = (context: ExecutionContext) => ideaOwnerKey(context.switchToHttp().getRequest<RequestWithCaller>()[IDEA_CALLER]);

/**
 * The counters of IDEA_CREATION_LIMITS, in PostgreSQL (ideas.rate_limit_counters) so every ideas
 * instance counts the same submissions. The caller is known: IdeaCallerGuard runs first.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [DataSource, IdeasEnvironment],
      useFactory: (dataSource: DataSource, environment: IdeasEnvironment) => ({
        storage: new PostgresThrottlerStorage(dataSource, 'ideas'),
        setHeaders: false,
        throttlers: [
          {
            name: 'owner',
            limit: IDEA_CREATION_LIMITS.perOwner.limit,
            ttl: IDEA_CREATION_LIMITS.perOwner.windowMs,
            skipIf: (context) => ownerOf(context) === null,
            getTracker: (request) => ideaOwnerKey((request as RequestWithCaller)[IDEA_CALLER]) ?? '',
          },
          {
            name: 'newBrowserClient',
            limit: environment.IDEAS_CLIENT_RATE_LIMIT ?? IDEA_CREATION_LIMITS.perNewBrowserClient.limit,
            ttl: IDEA_CREATION_LIMITS.perNewBrowserClient.windowMs,
            skipIf: (context) => ownerOf(context) !== null,
            // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the throttler hands trackers Record<string, any>
            getTracker: (request: Record<string, any>) => clientAddress(request['headers']['x-forwarded-for'], request['socket']?.remoteAddress),
          },
        ],
      }),
    }),
  ],
  providers: [IdeaCreationThrottlerGuard],
  exports: [IdeaCreationThrottlerGuard],
})
export class IdeaCreationLimitModule {}

/** Bounds the submissions per hour of IDEA_CREATION_LIMITS: 429 with Retry-After beyond them. */
export function LimitedIdeaCreation(): MethodDecorator {
  return applyDecorators(
    UseGuards(IdeaCreationThrottlerGuard),
    ApiTooManyRequestsResponse({ description: 'Too many ideas submitted. Please try again in N minutes.' }),
  );
}
