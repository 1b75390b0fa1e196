import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company's stored investor scores are for its team (owner and members: their added investors are
 * in the list). The team was read into the scored facts on every list, the whole team each time
 * (130 ms and a 1 MB facts text at 100,000 members); instead a change of the team marks the company's
 * scoring stale (facts '' matches no facts) in the same transaction, so the next list rescores, as
 * for any other fact. Triggers, so a cascade, a transfer or an account deletion cannot forget it;
 * per statement, so adding many members at once marks each company once.
 */
export class RescoreWhenTeamChanges1799300000910 implements MigrationInterface {
  name = 'RescoreWhenTeamChanges1799300000910';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "ideas"."investor_scorings_team_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE "ideas"."investor_scorings" SET "facts" = '' WHERE "company_id" IN (SELECT "company_id" FROM "changed_team") AND "facts" <> '';
        ELSIF TG_OP = 'DELETE' THEN
          UPDATE "ideas"."investor_scorings" SET "facts" = '' WHERE "company_id" IN (SELECT "company_id" FROM "left_team") AND "facts" <> '';
        ELSE
          -- A role change keeps the team: only who is in it counts.
          UPDATE "ideas"."investor_scorings" SET "facts" = '' WHERE "facts" <> '' AND "company_id" IN (
            SELECT "company_id" FROM ((SELECT "company_id", "user_id" FROM "changed_team" EXCEPT SELECT "company_id", "user_id" FROM "left_team")
              UNION ALL (SELECT "company_id", "user_id" FROM "left_team" EXCEPT SELECT "company_id", "user_id" FROM "changed_team")) AS "moved");
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "company_members_joined" AFTER INSERT ON "ideas"."company_members"
      REFERENCING NEW TABLE AS "changed_team" FOR EACH STATEMENT EXECUTE FUNCTION "ideas"."investor_scorings_team_changed"()`);
    await queryRunner.query(`
      CREATE TRIGGER "company_members_left" AFTER DELETE ON "ideas"."company_members"
      REFERENCING OLD TABLE AS "left_team" FOR EACH STATEMENT EXECUTE FUNCTION "ideas"."investor_scorings_team_changed"()`);
    await queryRunner.query(`
      CREATE TRIGGER "company_members_moved" AFTER UPDATE ON "ideas"."company_members"
      REFERENCING OLD TABLE AS "left_team" NEW TABLE AS "changed_team" FOR EACH STATEMENT EXECUTE FUNCTION "ideas"."investor_scorings_team_changed"()`);
    // The owner is part of the team too (a transfer changes companies.user_id).
    await queryRunner.query(`
      CREATE FUNCTION "ideas"."investor_scorings_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "ideas"."investor_scorings" SET "facts" = '' WHERE "company_id" = NEW."id";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "companies_owner_changed" AFTER UPDATE OF "user_id" ON "ideas"."companies"
      FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "ideas"."investor_scorings_owner_changed"()`);
    // Scored with the team in the facts: stale under the new rule.
    await queryRunner.query(`UPDATE "ideas"."investor_scorings" SET "facts" = ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "companies_owner_changed" ON "ideas"."companies"`);
    await queryRunner.query(`DROP FUNCTION "ideas"."investor_scorings_owner_changed"()`);
    for (const trigger of ['company_members_joined', 'company_members_left', 'company_members_moved']) await queryRunner.query(`DROP TRIGGER "${trigger}" ON "ideas"."company_members"`);
    await queryRunner.query(`DROP FUNCTION "ideas"."investor_scorings_team_changed"()`);
    await queryRunner.query(`UPDATE "ideas"."investor_scorings" SET "facts" = ''`);
  }
}
