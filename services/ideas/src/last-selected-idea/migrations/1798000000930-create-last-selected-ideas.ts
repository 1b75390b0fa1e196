import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The idea each signed-in founder last selected in the idea tools (issue 29 item 11), so any browser
 * opens where they left off. One row per user (a user id of the auth schema, no foreign key across
 * schemas); the row goes with its idea.
 */
export class CreateLastSelectedIdeas1798000000930 implements MigrationInterface {
  name = 'CreateLastSelectedIdeas1798000000930';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "ideas"."last_selected_ideas" (
      "user_id" integer PRIMARY KEY,
      "idea_id" integer NOT NULL REFERENCES "ideas"."startup_ideas" ("id") ON DELETE CASCADE,
      "selected_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE INDEX "last_selected_ideas_idea_id" ON "ideas"."last_selected_ideas" ("idea_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "ideas"."last_selected_ideas"`);
  }
}
