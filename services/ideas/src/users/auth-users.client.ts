import { Injectable, Logger } from '@nestjs/common';
import { INTERNAL_USERS_MAX_IDS, INTERNAL_USERS_PATH, type UserSummary } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { ServiceAddresses } from '@founder/server-kit';
import { IdeasEnvironment } from '../ideas-environment';

const LOOKUP_TIMEOUT_MS = 3000;

/**
 * Members' names, asked of auth's GET /internal/users (no join across schemas) when a feed or a
 * version list is read, so a renamed member reads as they are now. Names decorate those lists:
 * when auth does not answer, the list is still served, with null names (logged).
 */
@Injectable()
export class AuthUsersClient {
  private readonly logger = new Logger(AuthUsersClient.name);
  private readonly token: string;
  private readonly auth: ServiceAddresses;

  constructor(environment: IdeasEnvironment) {
    this.token = internalToken(environment.IDENTITY_SECRET);
    this.auth = new ServiceAddresses(environment.AUTH_URL);
  }

  /** The names of the users auth knows among `ids` (null ids left out). */
  async names(ids: ReadonlyArray<number | null>): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const names = new Map<number, string>();
    for (let start = 0; start < wanted.length; start += INTERNAL_USERS_MAX_IDS) {
      for (const user of await this.fetch(wanted.slice(start, start + INTERNAL_USERS_MAX_IDS))) {
        if (user.name) names.set(user.id, user.name);
      }
    }
    return names;
  }

  private async fetch(ids: number[]): Promise<UserSummary[]> {
    try {
      const response = await this.auth.fetch(`${INTERNAL_USERS_PATH}?ids=${ids.join(',')}`, { headers: { [INTERNAL_TOKEN_HEADER]: this.token }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
      if (response.ok) return (await response.json()) as UserSummary[];
      this.logger.warn(`user lookup answered ${response.status}`);
    } catch (error) {
      this.logger.warn(`user lookup failed: ${(error as Error).message}`);
    }
    return [];
  }
}
