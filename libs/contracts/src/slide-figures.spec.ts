import { chartFigures, slideFigures } from './slide-figures';

describe('slideFigures', () => {
  it('reads labelled dollar amounts, one per line, with K, M and B scales', () => {
    expect(slideFigures('• Year 1 revenue: $315,000\n• Year 5 revenue: $3,307,500\n• Market: $2.5B\n- Ask: $1.2M\n* Seed: $500K')).toEqual([
      { label: 'Year 1 revenue', value: 315_000, sign: '$', text: '$315,000' },
      { label: 'Year 5 revenue', value: 3_307_500, sign: '$', text: '$3,307,500' },
      { label: 'Market', value: 2.5e9, sign: '$', text: '$2.5B' },
      { label: 'Ask', value: 1.2e6, sign: '$', text: '$1.2M' },
      { label: 'Seed', value: 500e3, sign: '$', text: '$500K' },
    ]);
  });

  it.each([
    ['Ask: KES 45M', { label: 'Ask', value: 45e6, sign: 'KES ', text: 'KES 45M' }],
    ['Year 1 revenue: €315,000', { label: 'Year 1 revenue', value: 315_000, sign: '€', text: '€315,000' }],
    ['Seed: CA$500K', { label: 'Seed', value: 500e3, sign: 'CA$', text: 'CA$500K' }],
    ['Market: R2.5 billion', { label: 'Market', value: 2.5e9, sign: 'R', text: 'R2.5 billion' }],
    ['Year 5: ₹3,307,500', { label: 'Year 5', value: 3_307_500, sign: '₹', text: '₹3,307,500' }],
  ])('reads an amount in any currency: %s', (line, figure) => {
    expect(slideFigures(line)).toEqual([figure]);
  });

  it('reads spelled-out scales', () => {
    expect(slideFigures('Ask: $1.5 million\nTAM: $4 billion')).toEqual([
      { label: 'Ask', value: 1.5e6, sign: '$', text: '$1.5 million' },
      { label: 'TAM', value: 4e9, sign: '$', text: '$4 billion' },
    ]);
  });

  it('leaves out lines without a labelled amount, and ranges', () => {
    expect(slideFigures('Gross margin: 35%\nBreak-even: in Year 3\nWe raise $500,000 now\nTAM: $2.5B - $10B\nTAM: KES 2B – KES 9B\nRevenue: 120 units')).toEqual([]);
  });
});

describe('chartFigures', () => {
  it('needs two figures to compare', () => {
    expect(chartFigures('• Year 1 revenue: $315,000')).toEqual([]);
    expect(chartFigures('• Year 1 revenue: $315,000\n• Year 2 revenue: $787,500')).toHaveLength(2);
  });
});
