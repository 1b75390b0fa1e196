import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { FinancialModel } from '@founder/contracts';
import { DataSource } from 'typeorm';
import { analyzeIdea } from '../domain/analyze-idea';
import { compositionContext } from '../domain/composition-context';
import { partIdsOf } from '../idea-documents/document-kind';
import { DOCUMENT_KINDS } from './document-kinds';
import { storeParts } from '../idea-documents/stored-parts';
import type { IdeaFacts } from '../domain/idea-facts';
import { FINANCIAL_MODEL_KIND } from '../financial-model/financial-model.kind';
import { DEMO_IDEA } from '../ideas/demo-idea';

/**
 * Keeps the demo idea in the database with its analysis and every document kind written by the
 * built-in composer. Runs at every start: the upserts on the one-demo index and on (idea, kind)
 * keep its id and refresh its content, so concurrent starts and restarts are both safe.
 */
@Injectable()
export class DemoIdeaSeeder implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): Promise<number> {
    return this.seed();
  }

  async seed(): Promise<number> {
    const analysis = analyzeIdea(DEMO_IDEA);
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO "ideas"."startup_ideas" AS idea
           ("name", "email", "idea_title", "description", "industry", "stage", "target_market", "problem_statement",
            "solution_approach", "competitive_advantage", "revenue_model", "analysis", "validation_score", "analysis_status", "is_demo")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'complete', true)
         ON CONFLICT ("is_demo") WHERE "is_demo" DO UPDATE SET
           "name" = EXCLUDED."name", "email" = EXCLUDED."email", "idea_title" = EXCLUDED."idea_title",
           "description" = EXCLUDED."description", "industry" = EXCLUDED."industry", "stage" = EXCLUDED."stage",
           "target_market" = EXCLUDED."target_market", "problem_statement" = EXCLUDED."problem_statement",
           "solution_approach" = EXCLUDED."solution_approach", "competitive_advantage" = EXCLUDED."competitive_advantage",
           "revenue_model" = EXCLUDED."revenue_model", "analysis" = EXCLUDED."analysis",
           "validation_score" = EXCLUDED."validation_score", "analysis_status" = EXCLUDED."analysis_status"
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
        ],
      )) as Array<{ id: number }>;
      // One assumption set: the financial model first, so the other kinds quote its figures.
      const modelFirst = [...DOCUMENT_KINDS].sort((a, b) => Number(b.kind === FINANCIAL_MODEL_KIND.kind) - Number(a.kind === FINANCIAL_MODEL_KIND.kind));
      let facts: IdeaFacts = DEMO_IDEA;
      for (const kind of modelFirst) {
        const context = compositionContext(facts);
        const parts = Object.fromEntries(partIdsOf(kind).map((id) => [id, kind.document.compose(context, id)]));
        await storeParts(manager, row.id, kind.kind, Object.entries(parts).map(([id, content]) => ({ id, content, source: 'builtin' })), null);
        if (kind.kind === FINANCIAL_MODEL_KIND.kind) facts = { ...facts, financialModel: parts as unknown as FinancialModel };
      }
      return row.id;
    });
  }
}
