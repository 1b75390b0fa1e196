import { PortVariable, ServiceEnvironment } from '@founder/server-kit';
import { Type } from 'class-transformer';
import { IsInt, IsUrl, Max, Min } from 'class-validator';

export class CommunityEnvironment extends ServiceEnvironment {
  @PortVariable()
  COMMUNITY_PORT = 4303;

  /** Where auth answers the internal user lookup (names and avatars of profiles and connections). */
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  AUTH_URL = 'http://127.0.0.1:4301';

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
