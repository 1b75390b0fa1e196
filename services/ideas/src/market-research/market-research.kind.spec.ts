import { SAMPLE_IDEA, LONGEST_IDEA } from '../domain/idea-facts.fixtures';
import { composeMarketResearch } from './market-research-composer';
import { MARKET_RESEARCH_PARTS, type MarketResearchPartId } from '@founder/contracts';
import { compositionContext } from '../domain/composition-context';
import { MARKET_RESEARCH_DOCUMENT } from './market-research.kind';

const research = composeMarketResearch(SAMPLE_IDEA);
const context = compositionContext(SAMPLE_IDEA);
const marketResearchPartProblem = (id: MarketResearchPartId, value: unknown) => MARKET_RESEARCH_DOCUMENT.problemWith(value, id, context);

describe('the market research part schemas (MARKET_RESEARCH_DOCUMENT.problemWith)', () => {
  it('accepts every part the built-in composer writes', () => {
    for (const idea of [SAMPLE_IDEA, LONGEST_IDEA]) {
      const composed = composeMarketResearch(idea);
      for (const { id } of MARKET_RESEARCH_PARTS) expect(marketResearchPartProblem(id, composed[id])).toBeNull();
    }
  });

  it('names what is wrong with a part written elsewhere', () => {
    expect(marketResearchPartProblem('marketData', 'big')).toBe('marketData is not an object');
    const inverted = { ...research.marketData, targetMarketSize: { ...research.marketData.targetMarketSize, value: 1e15 } };
    expect(marketResearchPartProblem('marketData', inverted)).toBe('marketData does not keep total >= servable >= target');
    expect(marketResearchPartProblem('competitors', [research.competitors[0]])).toBe('competitors is not a list of 2-8 items');
    const badType = [{ ...research.competitors[0], type: 'rival' }, research.competitors[1]];
    expect(marketResearchPartProblem('competitors', badType)).toBe('competitors[0].type is not one of direct, indirect, substitute');
    expect(marketResearchPartProblem('trends', [{ ...research.trends[0], relevance: 140 }])).toBe('trends[0].relevance is not a percentage 0-100');
    expect(marketResearchPartProblem('personas', [{ ...research.personas[0], channels: [] }])).toBe('personas[0].channels is not a list of 1-5 texts');
    expect(marketResearchPartProblem('trends', [{ ...research.trends[0], relevance: 50.5 }])).toBe('trends[0].relevance is not a whole number');
    expect(marketResearchPartProblem('segments', [{ ...research.segments[0], name: '  ' }])).toBe('segments[0].name is not a text of 1-600 characters');
    expect(marketResearchPartProblem('segments', [{ ...research.segments[0], description: 'x'.repeat(601) }])).toBe('segments[0].description is not a text of 1-600 characters');
    const { source: _source, ...unsourced } = research.marketData.growthRate;
    expect(marketResearchPartProblem('marketData', { ...research.marketData, growthRate: unsourced })).toBe('marketData.growthRate.source is not a text of 1-600 characters');
    expect(marketResearchPartProblem('marketData', { ...research.marketData, marketMaturity: 'mature' })).toBe('marketData.marketMaturity is not one of emerging, growing');
    expect(marketResearchPartProblem('competitors', [research.competitors[0], { ...research.competitors[1], marketShare: -1 }])).toBe('competitors[1].marketShare is not a percentage 0-100');
  });
});
