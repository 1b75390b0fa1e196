import type { CountryCode } from '@founder/contracts';
import { lawsOutside } from './jurisdictions';

describe('lawsOutside: laws and regulators that do not apply where the founder operates', () => {
  it.each<[string, CountryCode, string[]]>([
    ['FMCSA hours-of-service rules and the EU driving-time and tachograph rules', 'KE', ['FMCSA', 'EU tachograph and driving-time rules']],
    ['state privacy laws such as the CCPA', 'DE', ['CCPA']],
    ['HIPAA for patient data', 'JP', ['HIPAA']],
    ['HIPAA for patient data, and FDA rules', 'US', []],
    ['the GDPR for health data', 'DE', []],
    ['the GDPR for health data', 'GB', ['GDPR']],
    ['the UK GDPR and the Data Protection Act 2018', 'GB', []],
    ['the UK GDPR and the Data Protection Act 2018', 'IE', ['UK GDPR']],
    ['the Federal Data Protection and Information Commissioner (FDPIC)', 'CH', []],
    ['the GDPR', 'SE', []],
    ['the GDPR', 'CH', ['GDPR']],
    ['PIPEDA and PHIPA for health information', 'CA', []],
    ["the Kenya Data Protection Act and the ODPC's registration rules", 'KE', []],
    ['POPIA for customer data', 'NG', ['POPIA']],
    ['PCI DSS for card payments and SOC 2 reviews', 'MX', []],
  ])('%s in %s: %j', (text, country, laws) => {
    expect(lawsOutside(text, country).map((found) => found.law)).toEqual(laws);
  });
});
