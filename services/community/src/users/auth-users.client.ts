import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { INTERNAL_USERS_MAX_IDS, INTERNAL_USERS_PATH, type UserSummary } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { ServiceAddresses } from '@founder/server-kit';
import { CommunityEnvironment } from '../community-environment';

const LOOKUP_TIMEOUT_MS = 3000;

/**
 * Names, emails and avatars of users, asked of auth over HTTP (no join across schemas) and kept
 * for USER_CACHE_MS. An id auth does not know maps to nothing.
 */
@Injectable()
export class AuthUsersClient {
  private readonly logger = new Logger(AuthUsersClient.name);
  private readonly cache = new Map<number, { user: UserSummary | null; until: number }>();
  private readonly token: string;
  private readonly auth: ServiceAddresses;

  constructor(private readonly environment: CommunityEnvironment) {
    this.token = internalToken(environment.IDENTITY_SECRET);
    this.auth = new ServiceAddresses(environment.AUTH_URL);
  }

  async find(ids: readonly number[]): Promise<Map<number, UserSummary>> {
    const now = Date.now();
    const found = new Map<number, UserSummary>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const cached = this.cache.get(id);
      if (cached && cached.until > now) {
        if (cached.user) found.set(id, cached.user);
      } else missing.push(id);
    }
    for (let start = 0; start < missing.length; start += INTERNAL_USERS_MAX_IDS) {
      const batch = missing.slice(start, start + INTERNAL_USERS_MAX_IDS);
      const users = await this.fetch(batch);
      const until = Date.now() + this.environment.USER_CACHE_MS;
      for (const id of batch) {
        const user = users.find((candidate) => candidate.id === id) ?? null;
        this.cache.set(id, { user, until });
        if (user) found.set(id, user);
      }
    }
    return found;
  }

  async findOne(id: number): Promise<UserSummary | null> {
    return (await this.find([id])).get(id) ?? null;
  }

  private async fetch(ids: number[]): Promise<UserSummary[]> {
    let response: Response;
    try {
      response = await this.auth.fetch(`${INTERNAL_USERS_PATH}?ids=${ids.join(',')}`, { headers: { [INTERNAL_TOKEN_HEADER]: this.token }, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    } catch (error) {
      this.logger.error(`user lookup failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException('Founder details are unavailable, please try again');
    }
    if (!response.ok) {
      this.logger.error(`user lookup answered ${response.status}`);
      throw new ServiceUnavailableException('Founder details are unavailable, please try again');
    }
    return (await response.json()) as UserSummary[];
  }
}
