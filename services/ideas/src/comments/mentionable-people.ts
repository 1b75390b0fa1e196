import type { DataSource } from 'typeorm';
import type { MentionablePerson } from '../domain/mentions';

/**
 * Who may be mentioned on an idea or a data-room document: for now the idea's owner and the owner
 * of the company the idea or document belongs to. The one query to re-point at the company members
 * (issue 32 item 1) when they exist.
 */
export async function mentionablePeople(dataSource: DataSource, on: { ideaId: number } | { documentId: number }): Promise<MentionablePerson[]> {
  if ('ideaId' in on) {
    return dataSource.query(
      `SELECT "owner_user_id" AS "userId", 'idea owner' AS "role" FROM "ideas"."startup_ideas" WHERE "id" = $1 AND "owner_user_id" IS NOT NULL
       UNION ALL
       SELECT "user_id", 'company owner' FROM "ideas"."companies" WHERE "company_data"->>'ideaId' = $1::text`,
      [on.ideaId],
    );
  }
  return dataSource.query(
    `SELECT company."user_id" AS "userId", 'company owner' AS "role"
       FROM "ideas"."data_room_documents" document JOIN "ideas"."companies" company ON company."id" = document."company_id"
      WHERE document."id" = $1`,
    [on.documentId],
  );
}
