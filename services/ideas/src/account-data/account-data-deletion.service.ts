import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { recordActivity } from '../activity/record-activity';
import { DataRoomFiles } from '../data-room/data-room-files.service';
import { leftActivity } from '../members/team-activity';

/**
 * Deletes everything of a founder who deletes their account, in one transaction; deleting again
 * finds nothing and is not an error. Their companies take their data rooms (documents, links, views,
 * access requests), sites with their sign-ups, MVP progress and investor pipelines; their ideas take documents,
 * versions, share links and generation jobs (ON DELETE CASCADE). In other founders' companies they
 * leave the team, as a member who leaves does (the feed says so). The data room files the deleted
 * documents leave are then removed from storage (the start-up sweep retries what fails).
 */
@Injectable()
export class AccountDataDeletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: DataRoomFiles,
  ) {}

  async delete(userId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [left] = (await manager.query(`DELETE FROM "ideas"."company_members" WHERE "user_id" = $1 RETURNING "company_id"`, [userId])) as [Array<{ company_id: number }>, number];
      for (const { company_id } of left) await recordActivity(manager, { ...leftActivity(userId, false), companyId: company_id });
      await manager.query(`DELETE FROM "ideas"."comments" WHERE "author_user_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "ideas"."investors" WHERE "owner_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "ideas"."last_selected_ideas" WHERE "user_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "ideas"."startup_profiles" WHERE "user_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "ideas"."companies" WHERE "user_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "ideas"."startup_ideas" WHERE "owner_user_id" = $1`, [userId]);
    });
    await this.files.deleteDiscarded();
  }
}
