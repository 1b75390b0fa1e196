import type { MigrationInterface, QueryRunner } from 'typeorm';

const BEFORE = ['generated', 'edited', 'restored', 'commented', 'uploaded', 'shared', 'invited', 'stageChanged', 'published'];
const AFTER = ['generated', 'edited', 'restored', 'commented', 'uploaded', 'shared', 'invited', 'joined', 'left', 'stageChanged', 'applied', 'published'];

const verbCheck = (verbs: readonly string[]) => `CHECK ("verb" IN (${verbs.map((verb) => `'${verb}'`).join(', ')}))`;

/** The feed's verbs of a team and its shared pipeline (issue 32): a member joined or left, the pipeline's investor applied to. */
export class TeamAndPipelineVerbs1799300000120 implements MigrationInterface {
  name = 'TeamAndPipelineVerbs1799300000120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."company_activity" DROP CONSTRAINT "company_activity_verb_check", ADD CONSTRAINT "company_activity_verb_check" ${verbCheck(AFTER)}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "ideas"."company_activity" WHERE "verb" IN ('joined', 'left', 'applied')`);
    await queryRunner.query(`ALTER TABLE "ideas"."company_activity" DROP CONSTRAINT "company_activity_verb_check", ADD CONSTRAINT "company_activity_verb_check" ${verbCheck(BEFORE)}`);
  }
}
