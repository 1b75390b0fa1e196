import type { DataSource } from 'typeorm';
import type { MentionablePerson } from '../domain/mentions';

/**
 * Who may be mentioned on an idea or a data-room document: the idea's founder, and the owner and
 * every member of the company the idea or document belongs to (each may read it).
 */
export async function mentionablePeople(dataSource: DataSource, on: { ideaId: number } | { documentId: number }): Promise<MentionablePerson[]> {
  if ('ideaId' in on) {
    return dataSource.query(
      `SELECT "owner_user_id" AS "userId", 'idea owner' AS "role" FROM "ideas"."startup_ideas" WHERE "id" = $1 AND "owner_user_id" IS NOT NULL
       UNION ALL
       SELECT company."user_id", 'company owner' FROM "ideas"."startup_ideas" idea JOIN "ideas"."companies" company ON company."id" = idea."company_id" WHERE idea."id" = $1
       UNION ALL
       SELECT member."user_id", member."role" FROM "ideas"."startup_ideas" idea JOIN "ideas"."company_members" member ON member."company_id" = idea."company_id" WHERE idea."id" = $1`,
      [on.ideaId],
    );
  }
  return dataSource.query(
    `SELECT company."user_id" AS "userId", 'company owner' AS "role"
       FROM "ideas"."data_room_documents" document JOIN "ideas"."companies" company ON company."id" = document."company_id"
      WHERE document."id" = $1
     UNION ALL
     SELECT member."user_id", member."role"
       FROM "ideas"."data_room_documents" document JOIN "ideas"."company_members" member ON member."company_id" = document."company_id"
      WHERE document."id" = $1`,
    [on.documentId],
  );
}
