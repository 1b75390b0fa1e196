import type { Investor } from '@founder/contracts';
import { investorQuery, parseInvestorFilters, pipelineColumns, withInvestorFilters } from './investor-filters';

describe('parseInvestorFilters', () => {
  it('reads search, stage and type from the URL', () => {
    expect(parseInvestorFilters(new URLSearchParams('q=fintech&stage=Series+A&type=VC&page=3'))).toEqual({ search: 'fintech', stage: 'Series A', type: 'VC' });
  });

  it('ignores values outside the lists', () => {
    expect(parseInvestorFilters(new URLSearchParams('stage=Series+C&type=Bank&page=0'))).toEqual({ search: '', stage: null, type: null });
    expect(parseInvestorFilters(new URLSearchParams(`q=${'x'.repeat(150)}`)).search).toHaveLength(100);
  });
});

describe('withInvestorFilters', () => {
  it('keeps the open tab and leaves defaults out', () => {
    const params = new URLSearchParams('tab=Investor+Matching&q=old&page=4');
    expect(withInvestorFilters(params, { search: '', stage: 'Seed', type: null }).toString()).toBe('tab=Investor+Matching&stage=Seed');
    expect(withInvestorFilters(params, { search: 'health', stage: null, type: 'Angel' }).toString()).toBe('tab=Investor+Matching&q=health&type=Angel');
  });
});

describe('investorQuery', () => {
  it('sends only what is set, with the company', () => {
    expect(investorQuery({ search: '  ', stage: null, type: null }, 7)).toEqual({ companyId: 7, search: undefined, stage: undefined, type: undefined });
    expect(investorQuery({ search: ' ai ', stage: 'Pre-Seed', type: 'Fund' }, 7)).toEqual({ companyId: 7, search: 'ai', stage: 'Pre-Seed', type: 'Fund' });
  });
});

describe('pipelineColumns', () => {
  it('lists the seven stages in order with their investors', () => {
    const at = (id: number, pipelineStage: Investor['relation']['pipelineStage']) => ({ id, relation: { pipelineStage } }) as Investor;
    const columns = pipelineColumns([at(1, 'meeting'), at(2, null), at(3, 'researching'), at(4, 'meeting')]);
    expect(columns.map((column) => [column.stage, column.investors.map((investor) => investor.id)])).toEqual([
      ['researching', [3]],
      ['contacted', []],
      ['meeting', [1, 4]],
      ['due diligence', []],
      ['term sheet', []],
      ['closed', []],
      ['passed', []],
    ]);
  });
});
