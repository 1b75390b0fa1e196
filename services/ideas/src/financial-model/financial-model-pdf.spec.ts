import { axisMoney } from './financial-model-pdf';

describe("the model PDF's chart axis", () => {
  it.each([
    [0, 'USD', '$0'],
    [1_250_000, 'KES', 'KES 1.25M'],
    [52_400, 'EUR', '€52.4K'],
    [2_500_000_000, 'JPY', '¥2.5B'],
    [-40_000, 'GBP', '−£40K'],
  ] as const)('labels %s %s as %s', (value, currency, label) => {
    expect(axisMoney(value, currency)).toBe(label);
  });
});
