import { ConflictException, Injectable } from '@nestjs/common';
import {
  PLAN_SECTION_IDS,
  type BusinessPlanContent,
  type GenerationProvider,
  type PlanSectionId,
  type PlanSectionResult,
} from '@founder/contracts';
import { DataSource } from 'typeorm';
import { BUSINESS_PLAN_DOCUMENT } from '../domain/generated-documents';
import { GenerationService, type Generated } from '../generation/generation.service';
import { ideaFactsOf } from '../ideas/idea-facts-of';
import type { StartupIdeaEntity } from '../ideas/startup-idea.entity';

export const GENERATE_PLAN_FIRST = 'Generate the business plan first';

export function planNotGenerated(): ConflictException {
  return new ConflictException(GENERATE_PLAN_FIRST);
}

/** Writes, keeps and edits an idea's business plan. Callers have checked that the idea is the caller's to change. */
@Injectable()
export class BusinessPlanService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly generation: GenerationService,
  ) {}

  /** A whole new plan: every section generated, stored over any earlier one (edits included). */
  async generate(idea: StartupIdeaEntity): Promise<Generated<PlanSectionId, string>> {
    const generated = await this.generation.generate(BUSINESS_PLAN_DOCUMENT, ideaFactsOf(idea), PLAN_SECTION_IDS);
    const statuses = Object.fromEntries(PLAN_SECTION_IDS.map((id) => [id, 'generated']));
    await this.dataSource.query(
      `UPDATE "ideas"."startup_ideas" SET "business_plan" = $2, "business_plan_status" = $3 WHERE "id" = $1`,
      [idea.id, generated.parts, statuses],
    );
    return generated;
  }

  saveSection(idea: StartupIdeaEntity, sectionId: PlanSectionId, content: string): Promise<PlanSectionResult> {
    return this.storeSection(idea, sectionId, content, 'edited');
  }

  /** One section written again, alone; the others and their edits stay as they are. */
  async regenerateSection(
    idea: StartupIdeaEntity,
    sectionId: PlanSectionId,
  ): Promise<{ section: PlanSectionResult; provider: GenerationProvider }> {
    if (!idea.businessPlan) throw planNotGenerated();
    const { parts, provider } = await this.generation.generate(BUSINESS_PLAN_DOCUMENT, ideaFactsOf(idea), [sectionId]);
    return { section: await this.storeSection(idea, sectionId, parts[sectionId], 'generated'), provider };
  }

  /** One section and its status in one UPDATE (jsonb_set), so saves of different sections never overwrite each other. */
  private async storeSection(
    idea: StartupIdeaEntity,
    sectionId: PlanSectionId,
    content: string,
    status: PlanSectionResult['status'],
  ): Promise<PlanSectionResult> {
    const [rows] = (await this.dataSource.query(
      `UPDATE "ideas"."startup_ideas"
          SET "business_plan" = jsonb_set("business_plan", ARRAY[$2::text], to_jsonb($3::text)),
              "business_plan_status" = jsonb_set(COALESCE("business_plan_status", '{}'::jsonb), ARRAY[$2::text], to_jsonb($4::text))
        WHERE "id" = $1 AND "business_plan" IS NOT NULL
        RETURNING "id"`,
      [idea.id, sectionId, content, status],
    )) as [unknown[], number];
    if (rows.length === 0) throw planNotGenerated();
    return { id: sectionId, content, status };
  }

  /** The stored plan, or 409 when none was generated yet. */
  storedPlan(idea: StartupIdeaEntity): BusinessPlanContent {
    if (!idea.businessPlan) throw planNotGenerated();
    return idea.businessPlan;
  }
}
