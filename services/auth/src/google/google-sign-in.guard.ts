import { Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { GoogleSignInError } from '@founder/contracts';
import type { Request } from 'express';
import { AuthEnvironment } from '../auth-environment';
import { googleFailureCode } from '../domain/google-failure';
import type { User } from '../users/user.entity';
import { GOOGLE_STRATEGY } from './google-oauth.strategy';

/** What a Google sign-in came to; the controller turns it into a redirect. */
export type GoogleSignInOutcome = { user: User } | { failure: GoogleSignInError };

export type RequestWithGoogleOutcome = Request & { user?: GoogleSignInOutcome };

/**
 * Runs the passport strategy, and never lets it fail the request: every failure (Google not
 * configured, cancelled, wrong state, Google's errors, a refused profile) becomes an outcome the
 * controller sends to the sign-in page with a message. When passport redirects to Google, the
 * route handler does not run.
 */
@Injectable()
export class GoogleSignInGuard extends AuthGuard(GOOGLE_STRATEGY) {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(private readonly environment: AuthEnvironment) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithGoogleOutcome>();
    if (!this.environment.googleConfigured) {
      request.user = { failure: 'google_unavailable' };
      return true;
    }
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      this.logger.warn({ err: error }, 'Google sign-in failed before reaching the strategy');
      request.user = { failure: 'google_failed' };
      return true;
    }
  }

  override getAuthenticateOptions(): { session: false; prompt: string } {
    // Lets a person with several Google accounts pick one rather than reuse the last.
    return { session: false, prompt: 'select_account' };
  }

  override handleRequest<TUser = GoogleSignInOutcome>(error: unknown, user: unknown, _info: unknown, _context: ExecutionContext, status?: unknown): TUser {
    if (user && !error) return { user: user as User } as TUser;
    const failure = googleFailureCode(error, typeof status === 'number' ? status : undefined);
    if (failure === 'google_failed') this.logger.warn({ err: error }, 'Google sign-in failed');
    return { failure } as TUser;
  }
}
