import { PLAN_SECTION_IDS } from '@founder/contracts';
import { compositionContext } from '../domain/composition-context';
import { BUSINESS_PLAN_DOCUMENT } from '../business-plan/business-plan.kind';
import { PITCH_DECK_DOCUMENT } from '../pitch-deck/pitch-deck.kind';
import { llmMessages } from '../idea-documents/writers/llm-prompt';
import { GROCER_IDEA, SAMPLE_IDEA } from '../domain/idea-facts.fixtures';

const context = compositionContext(SAMPLE_IDEA);

describe('llmMessages', () => {
  it('asks for every key with its shape and bounds, and gives the figures to quote', () => {
    const [system, user] = llmMessages(BUSINESS_PLAN_DOCUMENT, context, PLAN_SECTION_IDS);
    expect(system.role).toBe('system');
    expect(system.content).toContain('one JSON object');
    expect(user.content).toContain('Write the whole business plan for this startup idea.');
    expect(user.content).toContain('"ideaTitle":"LoomLedger"');
    expect(user.content).toContain('- "executive-summary" (Executive Summary): a string of 120 to 400 words');
    expect(user.content).toContain(
      `- "financial-projections" (Financial Projections): a string of 120 to 400 words, plain text in paragraphs separated by blank lines, no headings; it must state "${context.printed.revenue[0]}" and "${context.printed.expenses[0]}" and "${context.printed.netIncome[0]}" and "${context.printed.revenue[1]}"`,
    );
    expect(user.content).toContain(`Year 1: revenue ${context.printed.revenue[0]}`);
    expect(user.content).toContain(`Funding ask ${context.printed.fundingAsk}`);
  });

  it("gives the founder's own price and unit, never a reference price per customer (issue 14 item 4)", () => {
    const [, user] = llmMessages(BUSINESS_PLAN_DOCUMENT, compositionContext(GROCER_IDEA), PLAN_SECTION_IDS);
    expect(user.content).toMatch(/^- Price \$149 per store per month; [\d,]+ paying stores at month 12/m);
    expect(user.content).not.toContain('per customer per month');
  });

  it('asks for one slide alone as part of the deck', () => {
    const [, user] = llmMessages(PITCH_DECK_DOCUMENT, context, ['funding']);
    expect(user.content).toContain('Write part of the pitch deck for this startup idea.');
    expect(user.content.match(/^- "[a-z-]+"/gm)).toEqual(['- "funding"']);
    expect(user.content).toContain('"notes": speaker notes of 30 to 200 words');
  });
});
