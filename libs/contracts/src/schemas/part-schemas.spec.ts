import { z } from 'zod';
import { DOCUMENT_PART_SCHEMAS, MARKET_RESEARCH_PART_SCHEMAS, PITCH_SLIDE_SCHEMA, PLAN_SECTION_SCHEMA, parsePart, schemaProblem } from './index';

const figure = (value: number) => ({ value, label: `$${value}`, source: 'A published report' });
const MARKET_DATA = {
  totalMarketSize: figure(300),
  servableMarketSize: figure(200),
  targetMarketSize: figure(100),
  growthRate: figure(12),
  marketMaturity: 'growing',
  regulations: ['Data protection'],
  barriers: ['Trust'],
};

describe('the part schemas', () => {
  it('name the field of the first problem from the part id', () => {
    expect(schemaProblem(MARKET_RESEARCH_PART_SCHEMAS.marketData, MARKET_DATA, 'marketData')).toBeNull();
    expect(schemaProblem(MARKET_RESEARCH_PART_SCHEMAS.marketData, { ...MARKET_DATA, barriers: [] }, 'marketData')).toBe('marketData.barriers is not a list of 1-5 texts');
    expect(schemaProblem(MARKET_RESEARCH_PART_SCHEMAS.marketData, { ...MARKET_DATA, regulations: ['ok', ''] }, 'marketData')).toBe('marketData.regulations[1] is not a text of 1-600 characters');
    expect(schemaProblem(MARKET_RESEARCH_PART_SCHEMAS.marketData, { ...MARKET_DATA, targetMarketSize: figure(250) }, 'marketData')).toBe('marketData does not keep total >= servable >= target');
    expect(schemaProblem(MARKET_RESEARCH_PART_SCHEMAS.marketData, { ...MARKET_DATA, growthRate: figure(-1) }, 'marketData')).toBe('marketData.growthRate.value is not a non-negative number');
    expect(schemaProblem(MARKET_RESEARCH_PART_SCHEMAS.competitors, 'many', 'competitors')).toBe('competitors is not a list of 2-8 items');
  });

  it('say what a schema without a message of its own finds wrong, in the same words', () => {
    expect(schemaProblem(z.object({ count: z.number().int().min(0) }), { count: 'two' }, 'metrics')).toBe('metrics.count is not a number');
    expect(schemaProblem(z.object({ count: z.number().int().min(0) }), { count: -1 }, 'metrics')).toBe('metrics.count is below 0');
  });

  it('read a part as its schema does: fields it does not know are left out', () => {
    expect(parsePart(PITCH_SLIDE_SCHEMA, { content: 'Text', notes: '', layout: 'wide' }, 'team')).toEqual({ part: { content: 'Text', notes: '' }, problem: null });
    expect(parsePart(PITCH_SLIDE_SCHEMA, { content: 'Text' }, 'team')).toEqual({ part: null, problem: 'team.notes is not a non-empty string' });
  });

  it('give each kind its part schemas by id', () => {
    expect(DOCUMENT_PART_SCHEMAS['business-plan']('market-analysis')).toBe(PLAN_SECTION_SCHEMA);
    expect(DOCUMENT_PART_SCHEMAS['market-research']('trends')).toBe(MARKET_RESEARCH_PART_SCHEMAS.trends);
    expect(schemaProblem(DOCUMENT_PART_SCHEMAS['financial-model']('runway'), null, 'runway')).toBeNull();
    expect(schemaProblem(DOCUMENT_PART_SCHEMAS['financial-model']('revenue'), { year1: 1 }, 'revenue')).toBe('revenue.year2 is not a number');
  });
});
