import { BUSINESS_PLAN_DOCUMENT } from '../business-plan/business-plan.kind';
import { compositionContext } from '../domain/composition-context';
import { SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { llmMessages, promptConstraints, retryMessages } from '../idea-documents/writers/llm-prompt';

/** A Kenyan idea: its facts name the country and the shilling. */
const context = compositionContext({ ...SAMPLE_IDEA, ideaTitle: 'BaridiBox', companyName: 'BaridiBox', currency: 'KES', country: 'KE' });

describe('the founder’s facts in the LLM prompt', () => {
  it('lists them under their heading, before the figures', () => {
    const [, user] = llmMessages(BUSINESS_PLAN_DOCUMENT, context, ['market-analysis']);
    expect(user.content).toContain(
      [
        'Facts you must keep exactly (the founder stated them; an answer that changes one is rejected):',
        '- Currency: every amount in KES (Kenyan shilling), written like KES 1,000; never another currency',
        '- Country: Kenya (where the company operates)',
        '- Company name: BaridiBox',
        '',
        "Figures from the company's financial model",
      ].join('\n'),
    );
  });

  it('lets an answer quote the figures the prompt gives as written', () => {
    const [currency] = promptConstraints(BUSINESS_PLAN_DOCUMENT, context, ['financial-projections']);
    expect(currency.allowed).toEqual(expect.arrayContaining([context.printed.revenue[0], context.printed.fundingAsk]));
  });

  it('asks again after the rejected answer, with the reasons', () => {
    const first = llmMessages(BUSINESS_PLAN_DOCUMENT, context, ['market-analysis']);
    expect(retryMessages(first, '{"market-analysis": "…"}', ['price changed: KES 18,000 written as $450', 'currency changed: KES written as US$2M'])).toEqual([
      ...first,
      { role: 'assistant', content: '{"market-analysis": "…"}' },
      {
        role: 'user',
        content:
          'Your answer changed facts the founder stated: price changed: KES 18,000 written as $450; currency changed: KES written as US$2M. Write the same keys again, keeping every fact under "Facts you must keep exactly" as it is written there.',
      },
    ]);
  });
});
