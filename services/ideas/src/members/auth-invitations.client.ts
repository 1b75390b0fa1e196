import { ForbiddenException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { INTERNAL_INVITATIONS_PATH, INTERNAL_USERS_MAX_IDS, INTERNAL_USERS_PATH, INTERNAL_VERIFIED_EMAIL_PATH, VERIFY_TO_INVITE_MESSAGE, type InternalInvitation, type UserSummary } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { ServiceAddresses } from '@founder/server-kit';
import { IdeasEnvironment } from '../ideas-environment';

const AUTH_TIMEOUT_MS = 3000;
const AUTH_UNAVAILABLE = 'Invitations are unavailable, please try again';

/**
 * What invitations need of auth, which owns the addresses: mailing the link (auth refuses an
 * inviter whose address is not verified) and a founder's verified address (accepting). Asked on
 * every call, never cached: an address verified a moment ago counts.
 */
@Injectable()
export class AuthInvitationsClient {
  private readonly logger = new Logger(AuthInvitationsClient.name);
  private readonly token: string;
  private readonly auth: ServiceAddresses;

  constructor(environment: IdeasEnvironment) {
    this.token = internalToken(environment.IDENTITY_SECRET);
    this.auth = new ServiceAddresses(environment.AUTH_URL);
  }

  /** Mails the invitation; 403 when the inviter's address is not verified. */
  async send(invitation: InternalInvitation): Promise<void> {
    const response = await this.call(INTERNAL_INVITATIONS_PATH, { method: 'POST', body: JSON.stringify(invitation), headers: { 'content-type': 'application/json' } });
    if (response.status === 403) throw new ForbiddenException(VERIFY_TO_INVITE_MESSAGE);
    this.expectOk(response);
  }

  /** The founder's address when verified, else null. */
  async verifiedEmail(userId: number): Promise<string | null> {
    const response = await this.call(INTERNAL_VERIFIED_EMAIL_PATH(userId), {});
    this.expectOk(response);
    return ((await response.json()) as { email: string | null }).email;
  }

  /** Names and addresses of the members (a team is far below INTERNAL_USERS_MAX_IDS). */
  async users(ids: readonly number[]): Promise<Map<number, UserSummary>> {
    const response = await this.call(`${INTERNAL_USERS_PATH}?ids=${ids.slice(0, INTERNAL_USERS_MAX_IDS).join(',')}`, {});
    this.expectOk(response);
    return new Map(((await response.json()) as UserSummary[]).map((user) => [user.id, user]));
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.auth.fetch(path, { ...init, headers: { ...(init.headers as Record<string, string>), [INTERNAL_TOKEN_HEADER]: this.token }, signal: AbortSignal.timeout(AUTH_TIMEOUT_MS) });
    } catch (error) {
      this.logger.error(`auth call ${path} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(AUTH_UNAVAILABLE);
    }
  }

  private expectOk(response: Response): void {
    if (response.ok) return;
    this.logger.error(`auth answered ${response.status}`);
    throw new ServiceUnavailableException(AUTH_UNAVAILABLE);
  }
}
