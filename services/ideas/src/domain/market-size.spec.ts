import { marketSizeOf } from './market-size';

describe('marketSizeOf', () => {
  it("gives the industry's published market in the idea's currency, with what it measures and its source", () => {
    expect(marketSizeOf({ industry: 'SaaS', currency: 'USD' })).toMatchObject({
      total: 247_000_000_000,
      size: '$247.0B',
      growth: '20% a year',
      market: 'worldwide software-as-a-service spending',
      source: 'Gartner public cloud end-user spending forecast, SaaS segment (2024)',
    });
    // 247 billion US dollars at 129.2 KES to the dollar.
    expect(marketSizeOf({ industry: 'SaaS', currency: 'KES' })).toMatchObject({ total: 31_912_400_000_000, size: 'KES 31.9T' });
    expect(marketSizeOf({ industry: 'Mobile Apps', currency: 'GBP' }).size).toBe('£124.8B');
    expect(marketSizeOf({ industry: 'Not listed', currency: 'USD' }).market).toBe('a mid-sized technology-enabled services category');
  });
});
