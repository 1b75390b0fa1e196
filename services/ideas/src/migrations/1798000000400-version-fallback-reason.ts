import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why the built-in composer wrote a part the LLM was asked for, when the founder should know (issue
 * 27: 'the AI changed the price (KES 18,000 -> $450)'), kept with each version: a current version
 * holds it in idea_documents.current_versions ('fallbackReason'), a replaced one in this column.
 */
export class VersionFallbackReason1798000000400 implements MigrationInterface {
  name = 'VersionFallbackReason1798000000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."idea_document_versions" ADD COLUMN "fallback_reason" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ideas"."idea_document_versions" DROP COLUMN "fallback_reason"`);
  }
}
