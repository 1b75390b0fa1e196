import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { UserDataExport } from '@founder/contracts';
import { DataSource } from 'typeorm';

type Row = Record<string, unknown>;

/** A founder's community rows, exported as stored, or deleted with their account. */
@Injectable()
export class AccountDataService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async export(userId: number): Promise<UserDataExport> {
    const community = {
      eventsCreated: await this.rows(`SELECT to_jsonb(e) AS "row" FROM "community"."events" e WHERE "organizer_id" = $1 ORDER BY "id"`, [userId]),
      registrations: await this.rows(`SELECT to_jsonb(r) AS "row" FROM "community"."event_registrations" r WHERE "user_id" = $1 ORDER BY "id"`, [userId]),
      networkingProfile: (await this.rows(`SELECT to_jsonb(p) AS "row" FROM "community"."networking_profiles" p WHERE "user_id" = $1`, [userId]))[0] ?? null,
      connections: await this.rows(
        `SELECT to_jsonb(c) AS "row" FROM "community"."connections" c WHERE "requester_id" = $1 OR "receiver_id" = $1 ORDER BY "id"`,
        [userId],
      ),
    };
    return { entries: { 'community.json': community }, files: [] };
  }

  /**
   * Deletes the founder's registrations (giving their places back), the events they organise (with
   * everyone's registrations for them), their networking profile and every connection they are one
   * side of, so the other founder's lists simply lose it. Deleting again finds nothing.
   */
  async delete(userId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE "community"."events" e SET "current_attendees" = e."current_attendees" - r."places"
           FROM (SELECT "event_id", count(*)::int AS "places" FROM "community"."event_registrations"
                 WHERE "user_id" = $1 AND "status" = 'registered' GROUP BY "event_id") r
          WHERE e."id" = r."event_id"`,
        [userId],
      );
      await manager.query(`DELETE FROM "community"."event_registrations" WHERE "user_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "community"."events" WHERE "organizer_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "community"."networking_profiles" WHERE "user_id" = $1`, [userId]);
      await manager.query(`DELETE FROM "community"."connections" WHERE "requester_id" = $1 OR "receiver_id" = $1`, [userId]);
    });
  }

  private async rows(sql: string, parameters: unknown[]): Promise<Row[]> {
    const rows = await this.dataSource.query<Array<{ row: Row }>>(sql, parameters);
    return rows.map(({ row }) => row);
  }
}
