import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * Signing in attaches the browser's ideas to the account: every idea created by this browser and
 * not yet claimed becomes the user's. One UPDATE, so it is atomic and running it again changes nothing.
 */
@Injectable()
export class BrowserIdeasClaim {
  constructor(private readonly dataSource: DataSource) {}

  async claim(userId: number, browserId: string): Promise<number> {
    const [, affected] = (await this.dataSource.query(
      `UPDATE "ideas"."startup_ideas" SET "owner_user_id" = $1
        WHERE "owner_browser_id" = $2 AND "owner_user_id" IS NULL AND NOT "is_demo"`,
      [userId, browserId],
    )) as [unknown, number];
    return affected;
  }
}
