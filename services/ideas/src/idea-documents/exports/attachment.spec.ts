import { attachmentDisposition } from './attachment';

/** The names a browser reads from the header: filename* decoded first (RFC 6266), then filename. */
function names(header: string): { ascii: string; utf8: string } {
  const ascii = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
  const utf8 = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '');
  return { ascii, utf8 };
}

describe('attachmentDisposition', () => {
  it('names a Cyrillic title transliterated in filename and in its own letters in filename*', () => {
    const header = attachmentDisposition('Умная пекарня', 'business-plan.pdf');
    expect(header).toMatch(/^attachment; filename="[ -~]+"; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
    expect(names(header)).toEqual({ ascii: 'umnaya-pekarnya-business-plan.pdf', utf8: 'умная-пекарня-business-plan.pdf' });
  });

  it('keeps a CJK title in filename*, with an ASCII fallback', () => {
    expect(names(attachmentDisposition('智能面包店', 'pitch-deck.pptx'))).toEqual({ ascii: 'idea-pitch-deck.pptx', utf8: '智能面包店-pitch-deck.pptx' });
  });

  it('gives a Latin title the same name twice', () => {
    expect(names(attachmentDisposition('PantryPal: AI meals!', 'financial-model.pdf'))).toEqual({ ascii: 'pantrypal-ai-meals-financial-model.pdf', utf8: 'pantrypal-ai-meals-financial-model.pdf' });
  });
});
