import { IsServiceAddresses, MailingServiceEnvironment, PortVariable } from '@founder/server-kit';
import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, Min, ValidateIf } from 'class-validator';

const HTTP_URL = { protocols: ['http', 'https'], require_protocol: true, require_tld: false };
const HTTP_URL_MESSAGE = (variable: string) => ({ message: `${variable} must be an http(s) URL` });

export class AuthEnvironment extends MailingServiceEnvironment {
  @PortVariable()
  AUTH_PORT = 4301;

  /** Google sign-in is on when both the client id and secret are set; the buttons explain otherwise. */
  @IsOptional()
  @IsString()
  GOOGLE_CLIENT_ID?: string;

  @ValidateIf((environment: AuthEnvironment) => environment.GOOGLE_CLIENT_ID !== undefined)
  @IsNotEmpty({ message: 'GOOGLE_CLIENT_SECRET must be set when GOOGLE_CLIENT_ID is' })
  @IsString()
  GOOGLE_CLIENT_SECRET?: string;

  /**
   * Where Google sends the browser back: the public URL of /api/auth/google/callback. A path is
   * resolved against the origin the gateway forwards (x-forwarded-proto and -host).
   */
  @Matches(/^(https?:\/\/\S+|\/\S*)$/, { message: 'GOOGLE_CALLBACK_URL must be an http(s) URL or a path' })
  GOOGLE_CALLBACK_URL = '/api/auth/google/callback';

  /** Google's endpoints (passport-google-oauth20's defaults); tests point them at a local OAuth2 server. */
  @IsUrl(HTTP_URL, HTTP_URL_MESSAGE('GOOGLE_AUTHORIZATION_URL'))
  GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

  @IsUrl(HTTP_URL, HTTP_URL_MESSAGE('GOOGLE_TOKEN_URL'))
  GOOGLE_TOKEN_URL = 'https://www.googleapis.com/oauth2/v4/token';

  @IsUrl(HTTP_URL, HTTP_URL_MESSAGE('GOOGLE_USERINFO_URL'))
  GOOGLE_USERINFO_URL = 'https://www.googleapis.com/oauth2/v3/userinfo';

  /**
   * Replaces the per-IP attempt counts of login and sign-up (RATE_LIMITS); the browser tests,
   * whose every user comes from one address, raise it. Per-account limits never change.
   */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  AUTH_IP_RATE_LIMIT?: number;

  /** The services whose part of a founder's data auth exports and deletes with the account (internal token); each one address, or its replicas' comma-separated. */
  @IsServiceAddresses()
  IDEAS_URL = 'http://127.0.0.1:4302';

  @IsServiceAddresses()
  COMMUNITY_URL = 'http://127.0.0.1:4303';

  get port(): number {
    return this.AUTH_PORT;
  }

  get googleConfigured(): boolean {
    return Boolean(this.GOOGLE_CLIENT_ID && this.GOOGLE_CLIENT_SECRET);
  }
}
