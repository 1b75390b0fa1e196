import type { INestApplication } from '@nestjs/common';
import { FINANCIAL_MODEL_PATHS, IDEA_PATHS } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { GROCER_IDEA } from '../src/domain/idea-facts.fixtures';
import { appWithOwnedIdea, as, type TestCaller } from './support/ideas-test-app';

/**
 * Issue 14 item 4 through the API: a price and unit the founder states in the solution ("$149 per
 * store per month") win over the $198 reference price of an AI/ML idea sold to small businesses, in the
 * analysis answered at submit, the generated plan and deck, and the financial model's defaults.
 */
describe('stated facts through the API', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const { name, ideaTitle, description, industry, stage, targetMarket, problemStatement, solutionApproach, competitiveAdvantage, revenueModel } = GROCER_IDEA;
  const fields = { name, ideaTitle, description, industry, stage, targetMarket: targetMarket!, problemStatement: problemStatement!, solutionApproach: solutionApproach!, competitiveAdvantage: competitiveAdvantage!, revenueModel: revenueModel! };

  beforeAll(async () => ({ app, owner, ideaId } = await appWithOwnedIdea(undefined, fields)));
  afterAll(() => app.close());

  it('never says $198 in the analysis, the plan or the deck, and prices the deck per store', async () => {
    const idea = await as(request(app).get(IDEA_PATHS.idea(ideaId)), owner);
    const plan = await as(request(app).post(IDEA_PATHS.document(ideaId, 'business-plan')), owner);
    const deck = await as(request(app).post(IDEA_PATHS.document(ideaId, 'pitch-deck')), owner);
    expect([idea.status, plan.status, deck.status]).toEqual([200, 200, 200]);
    for (const body of [idea.body.analysis, plan.body, deck.body]) expect(JSON.stringify(body)).not.toContain('$198');
    expect(deck.body['business-model'].content).toContain('• Price: $149 per store per month');
    expect(plan.body['market-analysis']).toContain('paying stores × $149 a month × 12 =');
  });

  it('starts the financial model at $149 a store', async () => {
    const response = await as(request(app).get(FINANCIAL_MODEL_PATHS.defaults(ideaId)), owner);
    expect(response.status).toBe(200);
    expect(response.body.revenueModel).toMatchObject({ type: 'subscription', pricePoint: 149, unit: 'store' });
  });
});
