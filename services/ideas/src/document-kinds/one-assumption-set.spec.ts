import { BUSINESS_PLAN_DOCUMENT } from '../business-plan/business-plan.kind';
import { composePlanSection } from '../business-plan/business-plan-composer';
import { compositionContext } from '../domain/composition-context';
import { formatMoney } from '@founder/contracts';
import { assumedFinancials } from '../domain/financial-assumptions';
import { changedFigures } from '../domain/figures-out-of-date';
import { computeFinancialModel, financialModelOf } from '../domain/financial-model';
import { defaultFinancialInputs } from '../domain/financial-model-defaults';
import { projectionFromModel } from '../domain/financial-projection';
import { SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { composePitchSlide } from '../pitch-deck/pitch-deck-composer';
import { PITCH_DECK_DOCUMENT } from '../pitch-deck/pitch-deck.kind';

const inputs = defaultFinancialInputs(SAMPLE_IDEA);
/** A model whose figures differ from the reference projection: the founder's own price, round and costs. */
const MODEL = computeFinancialModel(
  {
    ...inputs,
    revenueModel: { ...inputs.revenueModel, pricePoint: 79 },
    funding: { ...inputs.funding, totalFunding: 1_200_000 },
  },
  { industry: 'SaaS', stage: 'Idea Stage' },
);
const IDEA = { ...SAMPLE_IDEA, financialModel: MODEL };
const modelRevenue = Object.values(MODEL.revenue).map((revenue) => formatMoney(Math.round(revenue), 'USD'));

describe('one assumption set', () => {
  it("quotes the model of the idea's defaults until the founder has one, so generating it from its defaults changes nothing", () => {
    const fromDefaults = financialModelOf(SAMPLE_IDEA, {});
    expect(assumedFinancials(SAMPLE_IDEA)).toEqual(projectionFromModel(fromDefaults, { source: 'defaults', currency: 'USD', round: 'pre-seed' }));
    const generated = { ...SAMPLE_IDEA, financialModel: fromDefaults };
    expect({ ...assumedFinancials(generated), source: 'defaults' }).toEqual(assumedFinancials(SAMPLE_IDEA));
    const plan = Object.fromEntries(BUSINESS_PLAN_DOCUMENT.parts.map(({ id }) => [id, composePlanSection(compositionContext(SAMPLE_IDEA), id)]));
    expect(changedFigures(BUSINESS_PLAN_DOCUMENT, plan, compositionContext(generated))).toEqual([]);
  });

  it("quotes the model's base case once it exists: whole-dollar years, the raise, unit economics", () => {
    const projection = assumedFinancials(IDEA);
    expect(projection).toEqual(projectionFromModel(MODEL, { source: 'model', currency: 'USD', round: 'pre-seed' }));
    expect(projection.years.map((year) => year.revenue)).toEqual(Object.values(MODEL.revenue).map(Math.round));
    expect(projection).toMatchObject({ fundingAsk: 1_200_000, monthlyPrice: 79, customersAtMonth12: 450, grossMarginPct: 78, round: 'pre-seed' });
    expect(projection.useOfFunds).toEqual({ product: 480_000, marketing: 360_000, team: 240_000, operations: 120_000 });
  });

  it("prints the model's use-of-funds split and real year-on-year growth", () => {
    const model = computeFinancialModel(
      { ...inputs, funding: { totalFunding: 1_000_000, runway: 18, useOfFunds: { product: 50, marketing: 25, team: 15, operations: 10 } } },
      { industry: 'SaaS', stage: 'Idea Stage' },
    );
    const context = compositionContext({ ...SAMPLE_IDEA, financialModel: model });
    expect(composePitchSlide(context, 'funding').content).toContain('Product: $500,000 (50%)');
    const years = model.scenarios.base.years;
    expect(context.printed.revenueGrowth[0]).toBe(`${Math.round(((Math.round(years[1].revenue) - Math.round(years[0].revenue)) / Math.round(years[0].revenue)) * 100)}%`);

  });

  it('makes the year 1-5 revenue and the raise read the same in the model, the plan and the deck', () => {
    const context = compositionContext(IDEA);
    const projections = composePlanSection(context, 'financial-projections');
    for (const revenue of modelRevenue) expect(projections).toContain(revenue);
    expect(composePlanSection(context, 'funding-request')).toContain('$1,200,000');
    const financialSlide = composePitchSlide(context, 'financial').content;
    for (const revenue of modelRevenue) expect(financialSlide).toContain(revenue);
    expect(composePitchSlide(context, 'funding').content).toContain('$1,200,000');
    // The figures an LLM-written plan or deck must state come from the model too.
    expect(BUSINESS_PLAN_DOCUMENT.requiredFigures('financial-projections', context).filter((figure) => /revenue/.test(figure.label)).map((figure) => figure.value)).toEqual(modelRevenue);
    expect(PITCH_DECK_DOCUMENT.requiredFigures('funding', context)[0]).toEqual({ label: 'The round', value: '$1,200,000' });
  });
});

describe('changedFigures', () => {
  const write = <Id extends string, Part>(document: { parts: ReadonlyArray<{ id: Id }>; compose: (context: ReturnType<typeof compositionContext>, id: Id) => Part }, idea: typeof IDEA | typeof SAMPLE_IDEA) => {
    const context = compositionContext(idea);
    return Object.fromEntries(document.parts.map(({ id }) => [id, document.compose(context, id)])) as Record<Id, Part>;
  };

  it('finds nothing for a plan or deck written from the current figures, and when none is stored', () => {
    const context = compositionContext(IDEA);
    expect(changedFigures(BUSINESS_PLAN_DOCUMENT, write(BUSINESS_PLAN_DOCUMENT, IDEA), context)).toEqual([]);
    expect(changedFigures(PITCH_DECK_DOCUMENT, write(PITCH_DECK_DOCUMENT, IDEA), context)).toEqual([]);
    expect(changedFigures(BUSINESS_PLAN_DOCUMENT, null, context)).toEqual([]);
  });

  it('says what changed once the model changed after the plan or deck was written', () => {
    const context = compositionContext(IDEA);
    expect(changedFigures(BUSINESS_PLAN_DOCUMENT, write(BUSINESS_PLAN_DOCUMENT, SAMPLE_IDEA), context)).toEqual(
      expect.arrayContaining([`Year 1 revenue is now ${modelRevenue[0]}`, 'The round is now $1,200,000']),
    );
    expect(changedFigures(PITCH_DECK_DOCUMENT, write(PITCH_DECK_DOCUMENT, SAMPLE_IDEA), context)).toContain(`Year 5 revenue is now ${modelRevenue[4]}`);
  });
});
