import { riskLabel, RISK_COLORS, scoreColor, scoreVerdict } from './score-bands';

describe('score colours', () => {
  it('are green from 80, yellow from 60, red below', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });

  it('come with a word', () => {
    expect([85, 65, 40].map(scoreVerdict)).toEqual(['Strong', 'Promising', 'Needs work']);
  });
});

describe('risk level', () => {
  it('is coloured like the score bands and labelled', () => {
    expect(RISK_COLORS).toEqual({ low: 'green', medium: 'yellow', high: 'red' });
    expect(riskLabel('medium')).toBe('Medium risk');
  });
});
