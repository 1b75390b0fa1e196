import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { hashSessionToken, newSessionToken } from '../sessions/session-token';
import { EmailLink, type EmailLinkPurpose } from './email-link.entity';

/** Issues and redeems single-use emailed links; the token travels in the email only. */
@Injectable()
export class EmailLinksService {
  constructor(@InjectRepository(EmailLink) private readonly links: Repository<EmailLink>) {}

  /** A new link for the user, ending the earlier unused ones of the same purpose (only the latest email works). */
  async issue(userId: number, purpose: EmailLinkPurpose, email: string, ttlMs: number): Promise<string> {
    const token = newSessionToken();
    await this.links.manager.transaction(async (manager) => {
      const links = manager.getRepository(EmailLink);
      await links.update({ userId, purpose, usedAt: IsNull() }, { usedAt: () => 'now()' });
      await links.insert({ userId, purpose, email, tokenHash: hashSessionToken(token), expiresAt: new Date(Date.now() + ttlMs) });
    });
    return token;
  }

  /**
   * Uses the link up and answers it, or null when the token is unknown, of another purpose,
   * expired or already used. One UPDATE: two clicks at once cannot both redeem it.
   */
  async redeem(token: string, ...purposes: EmailLinkPurpose[]): Promise<Pick<EmailLink, 'userId' | 'email' | 'purpose'> | null> {
    const [rows] = (await this.links.query(
      `UPDATE "auth"."email_links" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "purpose" = ANY($2) AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "user_id" AS "userId", "email", "purpose"`,
      [hashSessionToken(token), purposes],
    )) as [Pick<EmailLink, 'userId' | 'email' | 'purpose'>[], number];
    return rows[0] ?? null;
  }
}
