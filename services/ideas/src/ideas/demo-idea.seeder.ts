import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PITCH_SLIDE_IDS, PLAN_SECTION_IDS } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { analyzeIdea } from '../domain/analyze-idea';
import { compositionContext } from '../domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT, PITCH_DECK_DOCUMENT } from '../domain/generated-documents';
import { BuiltinComposer } from '../generation/builtin-composer';
import { DEMO_IDEA } from './demo-idea';

const allGenerated = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, 'generated']));

/**
 * Keeps the demo idea in the database with its analysis, plan and deck written by the built-in
 * composer. Runs at every start: the upsert on the one-demo index keeps its id and refreshes its
 * content, so concurrent starts and restarts are both safe.
 */
@Injectable()
export class DemoIdeaSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly builtin: BuiltinComposer,
  ) {}

  onApplicationBootstrap(): Promise<number> {
    return this.seed();
  }

  async seed(): Promise<number> {
    const context = compositionContext(DEMO_IDEA);
    const analysis = analyzeIdea(DEMO_IDEA);
    const plan = await this.builtin.write(BUSINESS_PLAN_DOCUMENT, context, PLAN_SECTION_IDS);
    const deck = await this.builtin.write(PITCH_DECK_DOCUMENT, context, PITCH_SLIDE_IDS);
    const [row] = (await this.dataSource.query(
      `INSERT INTO "ideas"."startup_ideas" AS idea
         ("name", "email", "idea_title", "description", "industry", "stage", "target_market", "problem_statement",
          "solution_approach", "competitive_advantage", "revenue_model", "analysis", "validation_score", "analysis_status",
          "business_plan", "business_plan_status", "pitch_deck", "pitch_deck_status", "is_demo")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'complete', $14, $15, $16, $17, true)
       ON CONFLICT ("is_demo") WHERE "is_demo" DO UPDATE SET
         "name" = EXCLUDED."name", "email" = EXCLUDED."email", "idea_title" = EXCLUDED."idea_title",
         "description" = EXCLUDED."description", "industry" = EXCLUDED."industry", "stage" = EXCLUDED."stage",
         "target_market" = EXCLUDED."target_market", "problem_statement" = EXCLUDED."problem_statement",
         "solution_approach" = EXCLUDED."solution_approach", "competitive_advantage" = EXCLUDED."competitive_advantage",
         "revenue_model" = EXCLUDED."revenue_model", "analysis" = EXCLUDED."analysis",
         "validation_score" = EXCLUDED."validation_score", "analysis_status" = EXCLUDED."analysis_status",
         "business_plan" = EXCLUDED."business_plan", "business_plan_status" = EXCLUDED."business_plan_status",
         "pitch_deck" = EXCLUDED."pitch_deck", "pitch_deck_status" = EXCLUDED."pitch_deck_status"
       RETURNING idea."id"`,
      [
        DEMO_IDEA.name,
        DEMO_IDEA.email,
        DEMO_IDEA.ideaTitle,
        DEMO_IDEA.description,
        DEMO_IDEA.industry,
        DEMO_IDEA.stage,
        DEMO_IDEA.targetMarket,
        DEMO_IDEA.problemStatement,
        DEMO_IDEA.solutionApproach,
        DEMO_IDEA.competitiveAdvantage,
        DEMO_IDEA.revenueModel,
        analysis,
        analysis.validationScore,
        plan,
        allGenerated(PLAN_SECTION_IDS),
        deck,
        allGenerated(PITCH_SLIDE_IDS),
      ],
    )) as Array<{ id: number }>;
    return row.id;
  }
}
