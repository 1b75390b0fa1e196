import { COMPANY_INDUSTRIES } from './companies-api';
import { cutText, defaultDomain, defaultSlug, isReservedSlug, isValidSlug, recommendedTemplate, RESERVED_SITE_SLUGS, SITE_LIMITS, siteGeneratePhase } from './sites-api';

describe('defaultDomain', () => {
  it('lowercases, strips non-alphanumerics, cuts to 20 characters and adds the suffix', () => {
    expect(defaultDomain('Loom Ledger!')).toBe('loomledger.com');
    expect(defaultDomain('The Very Long Company Name Inc.')).toBe('theverylongcompanyna.com');
    expect(defaultDomain('Café 24/7')).toBe('caf247.com');
  });

  it('falls back to a placeholder when nothing alphanumeric is left', () => {
    expect(defaultDomain('!!')).toBe('mystartup.com');
  });
});

describe('defaultSlug', () => {
  it('is the domain label, padded to the minimum length', () => {
    expect(defaultSlug('Loom Ledger!')).toBe('loomledger');
    expect(defaultSlug('Xo')).toBe('xosite');
    expect(isValidSlug(defaultSlug('Xo'))).toBe(true);
  });

  it('never proposes a reserved address', () => {
    expect(defaultSlug('Admin')).toBe('adminsite');
    expect(defaultSlug('Support!')).toBe('supportsite');
    expect(isValidSlug(defaultSlug('Login'))).toBe(true);
  });
});

describe('isValidSlug', () => {
  it.each(['abc', 'loom-ledger', 'a1-b2-c3', 'x'.repeat(40)])('accepts %p', (slug) => expect(isValidSlug(slug)).toBe(true));
  it.each(['ab', 'x'.repeat(41), 'Loom', '-loom', 'loom-', 'loom--ledger', 'loom_ledger', 'loom ledger', '../etc'])('refuses %p', (slug) =>
    expect(isValidSlug(slug)).toBe(false),
  );
  it.each(['admin', 'api', 'login', 'support', 'security', 'www', 'platform', 'submit-idea', 'early-access'])('refuses the reserved %p', (slug) => {
    expect(isReservedSlug(slug)).toBe(true);
    expect(isValidSlug(slug)).toBe(false);
  });
  it('reserves only addresses the pattern allows (a reserved word is never refused for its form)', () => {
    expect(RESERVED_SITE_SLUGS.filter((slug) => !new RegExp(SITE_LIMITS.slug.pattern).test(slug) || slug.length < SITE_LIMITS.slug.min)).toEqual([]);
  });
});

describe('recommendedTemplate', () => {
  it('picks the template whose industries name the company industry', () => {
    expect(recommendedTemplate('Healthcare')).toBe('healthcare');
    expect(recommendedTemplate('FinTech')).toBe('fintech');
    expect(recommendedTemplate('SaaS')).toBe('startup');
    expect(recommendedTemplate('Enterprise Software')).toBe('corporate');
    expect(recommendedTemplate('Gaming')).toBe('creative');
  });

  it('falls back to the first template for an industry no template names', () => {
    expect(recommendedTemplate('Underwater Basket Weaving')).toBe('modern');
  });

  it('recommends a template for every onboarding industry', () => {
    for (const industry of COMPANY_INDUSTRIES) expect(recommendedTemplate(industry)).toBeTruthy();
  });
});

describe('cutText', () => {
  it('keeps text within the limit whole', () => {
    expect(cutText('  Short about.  ', SITE_LIMITS.about)).toBe('Short about.');
    expect(cutText('x'.repeat(200), SITE_LIMITS.about)).toBe('x'.repeat(200));
  });

  it('cuts the about section to 200 and the preview to 60 characters, ending with ...', () => {
    const about = cutText('word '.repeat(60), SITE_LIMITS.about);
    expect(about).toBe(`${'word '.repeat(39)}wo...`);
    expect(about).toHaveLength(200);
    const preview = cutText('y'.repeat(61), SITE_LIMITS.preview);
    expect(preview).toBe(`${'y'.repeat(57)}...`);
    expect(preview).toHaveLength(60);
  });
});

describe('siteGeneratePhase', () => {
  it('is generating for 3000 ms after the press, then idle', () => {
    expect(siteGeneratePhase(null, 5000)).toBe('idle');
    expect(siteGeneratePhase(1000, 1000)).toBe('generating');
    expect(siteGeneratePhase(1000, 3999)).toBe('generating');
    expect(siteGeneratePhase(1000, 4000)).toBe('idle');
  });
});
