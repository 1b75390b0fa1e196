import { GENERATED_TEXT_WORDS, PLAN_SECTION_IDS, wordCount } from '@founder/contracts';
import { composePlanSection } from './business-plan-composer';
import { compositionContext } from '../domain/composition-context';
import { everyKindOfIdea, LONGEST_IDEA, SHORTEST_IDEA } from '../domain/idea-facts.fixtures';

describe('composePlanSection', () => {
  it('keeps every section of every kind of idea within 120-400 words, never empty, never a placeholder', () => {
    const { min, max } = GENERATED_TEXT_WORDS.planSection;
    const problems: string[] = [];
    for (const { context, label } of everyKindOfIdea())
      for (const id of PLAN_SECTION_IDS) {
        const text = composePlanSection(context, id);
        const words = wordCount(text);
        if (words < min || words > max) problems.push(`${id} of ${label}: ${words} words`);
        if (/\b(lorem|ipsum|undefined|null|NaN)\b|\[object|\$\{/.test(text)) problems.push(`${id} of ${label}: ${text}`);
      }
    expect(problems).toEqual([]);
  });

  it('writes from the idea’s own fields', () => {
    const idea = {
      ...SHORTEST_IDEA,
      name: 'Maya Chen',
      ideaTitle: 'PantryPal – meal plans from your fridge',
      companyName: 'PantryPal',
      description: 'Meal plans built from what is already in the fridge.',
      industry: 'Sustainability',
      targetMarket: 'B2C (Business to Consumer)',
      problemStatement: 'Households throw away food they forgot they had.',
      solutionApproach: 'Scan receipts and plan meals around what expires first.',
      competitiveAdvantage: 'Receipt scanning without typing.',
      revenueModel: '$6.99 per month after a free tier.',
    };
    const context = compositionContext(idea);
    const summary = composePlanSection(context, 'executive-summary');
    expect(summary).toContain('PantryPal is a Sustainability venture for consumers, founded by Maya Chen and currently at the idea stage.');
    expect(summary).toContain('"Households throw away food they forgot they had."');
    expect(summary).toContain('"Scan receipts and plan meals around what expires first."');
    expect(summary).toContain('Its edge, in the founder\'s words: "Receipt scanning without typing."');
    expect(summary).toContain('the model the founder describes ("$6.99 per month after a free tier")');
    expect(composePlanSection(context, 'business-model')).toContain("the founder's pricing: free, with a premium plan at $6.99 per customer per month");
    expect(composePlanSection(context, 'management-team')).toContain('Founder: Maya Chen leads PantryPal');
  });

  it('prints the projection in the financial sections', () => {
    const context = compositionContext(LONGEST_IDEA);
    const projections = composePlanSection(context, 'financial-projections');
    context.printed.revenue.forEach((revenue, index) => expect(projections).toContain(`Year ${index + 1}: revenue ${revenue} − expenses ${context.printed.expenses[index]} = net income ${context.printed.netIncome[index]}.`));
    expect(projections).toContain(context.reference.sourceNote);
    const funding = composePlanSection(context, 'funding-request');
    expect(funding).toContain(`is raising ${context.printed.fundingAsk} in a seed round`);
    expect(funding).toContain(`product development 40% × ${context.printed.fundingAsk} = ${context.printed.useOfFunds.product}`);
  });

  it('is deterministic', () => {
    const first = PLAN_SECTION_IDS.map((id) => composePlanSection(compositionContext(LONGEST_IDEA), id));
    const second = PLAN_SECTION_IDS.map((id) => composePlanSection(compositionContext({ ...LONGEST_IDEA }), id));
    expect(second).toEqual(first);
  });
});
