import { Injectable } from '@nestjs/common';
import { violatedUniqueConstraint } from '@founder/server-kit';
import { googleAccountPlan } from '../domain/google-account-plan';
import { GoogleSignInRefused } from '../domain/google-failure';
import { googleIdentityOf, type GoogleIdentity, type GoogleProfileInput } from '../domain/google-identity';
import { SessionsService } from '../sessions/sessions.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';

/** Turns a Google profile into the account it signs in to (googleAccountPlan decides which). */
@Injectable()
export class GoogleAccountsService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  async accountFor(profile: GoogleProfileInput): Promise<User> {
    const google = googleIdentityOf(profile);
    if (!google) throw new GoogleSignInRefused('google_failed');
    try {
      return await this.resolve(google);
    } catch (error) {
      // Two first sign-ins of one person at once: the other created or linked the account; use it.
      if (violatedUniqueConstraint(error) === null) throw error;
      return this.resolve(google);
    }
  }

  private async resolve(google: GoogleIdentity): Promise<User> {
    const linked = await this.users.findByGoogleId(google.googleId);
    const sameEmail = linked || google.email === null ? null : await this.users.findByEmail(google.email);
    const plan = googleAccountPlan(linked, sameEmail, google);
    switch (plan.kind) {
      case 'refuse':
        throw new GoogleSignInRefused(plan.code);
      case 'sign-in':
        return linked!;
      case 'link': {
        const account = sameEmail!;
        if (plan.revokeOtherSessions) await this.sessions.revokeAllForUser(account.id);
        return this.users.update(account.id, {
          googleId: google.googleId,
          emailVerified: true,
          name: account.name ?? google.name,
          avatar: account.avatar ?? google.avatar,
        });
      }
      case 'create':
        return this.users.create({
          email: google.email,
          name: google.name,
          googleId: google.googleId,
          avatar: google.avatar,
          emailVerified: google.emailVerified,
        });
    }
  }
}
