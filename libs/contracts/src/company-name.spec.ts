import { companyNameOf } from './company-name';

describe('companyNameOf', () => {
  it.each([
    ['BaridiBox – solar milk-cooling units for Kenyan dairy cooperatives', 'BaridiBox'],
    ['Dreamlet: bedtime stories for children', 'Dreamlet'],
    ['PantryPal', 'PantryPal'],
    ['LohnPilot - payroll for German SMEs', 'LohnPilot'],
    ['Sleepwell (sensor)', 'Sleepwell'],
    ['A – b', 'A – b'],
    ['Ledger | books for tailors', 'Ledger'],
    [`${'x'.repeat(70)} – more`, 'x'.repeat(60)],
  ])('%s -> %s', (title, name) => {
    expect(companyNameOf(title)).toBe(name);
  });
});
