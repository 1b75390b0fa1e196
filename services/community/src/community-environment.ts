import { NotifyingServiceEnvironment, PortVariable } from '@founder/server-kit';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** AUTH_URL (names and avatars, notifications) comes with NotifyingServiceEnvironment. */
export class CommunityEnvironment extends NotifyingServiceEnvironment {
  @PortVariable()
  COMMUNITY_PORT = 4303;

  /** How long a looked-up user is reused before auth is asked again. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(300_000)
  USER_CACHE_MS = 30_000;

  get port(): number {
    return this.COMMUNITY_PORT;
  }
}
