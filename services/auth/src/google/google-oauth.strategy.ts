import { PassportStrategy } from '@nestjs/passport';
import { Strategy, type Profile, type StrategyOptions } from 'passport-google-oauth20';
import type { AuthEnvironment } from '../auth-environment';
import type { User } from '../users/user.entity';
import type { GoogleAccountsService } from './google-accounts.service';
import { OAuthStateCookieStore } from './oauth-state-cookie';

export const GOOGLE_STRATEGY = 'google';

/**
 * The real passport-google-oauth20 strategy: authorization code flow with a checked state and
 * PKCE, endpoints from the environment (Google's by default). Registered only when Google
 * credentials are configured (GoogleModule).
 */
export class GoogleOAuthStrategy extends PassportStrategy(Strategy, GOOGLE_STRATEGY) {
  constructor(
    environment: AuthEnvironment,
    private readonly accounts: GoogleAccountsService,
  ) {
    const options: StrategyOptions & { pkce: boolean; proxy: boolean } = {
      clientID: environment.GOOGLE_CLIENT_ID!,
      clientSecret: environment.GOOGLE_CLIENT_SECRET!,
      callbackURL: environment.GOOGLE_CALLBACK_URL,
      authorizationURL: environment.GOOGLE_AUTHORIZATION_URL,
      tokenURL: environment.GOOGLE_TOKEN_URL,
      userProfileURL: environment.GOOGLE_USERINFO_URL,
      scope: ['openid', 'email', 'profile'],
      store: new OAuthStateCookieStore() as unknown as StrategyOptions['store'],
      pkce: true,
      // A relative callback URL is resolved with the gateway's x-forwarded-proto and -host.
      proxy: true,
    };
    super(options);
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): Promise<User> {
    return this.accounts.accountFor(profile);
  }
}
