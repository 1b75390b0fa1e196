import { companyNameError, settingsChanges, settingsFormOf } from './idea-settings-form';

const IDEA = { companyName: 'BaridiBox', currency: 'KES', country: 'KE' } as const;

describe('the idea settings form', () => {
  it('starts from the idea, no country as an empty choice', () => {
    expect(settingsFormOf(IDEA)).toEqual({ companyName: 'BaridiBox', currency: 'KES', country: 'KE' });
    expect(settingsFormOf({ ...IDEA, country: null }).country).toBe('');
  });

  it.each([
    ['B', 'Company name must be at least 2 characters'],
    ['   ', 'Company name must be at least 2 characters'],
    ['x'.repeat(61), 'Company name must be at most 60 characters'],
    [' Baridi Box ', null],
  ])('checks the company name %j', (value, message) => {
    expect(companyNameError(value)).toBe(message);
  });

  it('sends only what changed, trimmed; a cleared country as null', () => {
    expect(settingsChanges({ companyName: ' Baridi Box ', currency: 'KES', country: 'KE' }, IDEA)).toEqual({ companyName: 'Baridi Box' });
    expect(settingsChanges({ companyName: 'BaridiBox', currency: 'EUR', country: '' }, IDEA)).toEqual({ currency: 'EUR', country: null });
    expect(settingsChanges({ companyName: 'BaridiBox', currency: 'KES', country: 'UG' }, IDEA)).toEqual({ country: null });
  });

  it('sends nothing when nothing changed or the name is out of bounds', () => {
    expect(settingsChanges(settingsFormOf(IDEA), IDEA)).toBeNull();
    expect(settingsChanges({ companyName: 'B', currency: 'EUR', country: 'KE' }, IDEA)).toBeNull();
  });
});
