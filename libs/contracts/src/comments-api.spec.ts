import { commentPartLabel, commentPartPage } from './comments-api';

describe('comment parts', () => {
  it.each([
    ['business-plan:executive-summary', 'the business plan section "Executive Summary"'],
    ['pitch-deck:problem', 'the pitch deck slide "Problem"'],
    ['financial-model:revenueModel.price', 'the financial model assumption "revenueModel.price"'],
  ])('names %s', (part, label) => expect(commentPartLabel(part)).toBe(label));

  it.each(['business-plan:nope', 'pitch-deck:', 'pitch-deck:problem:extra', 'financial-model:9lives', 'market-research:trends', 'problem', ''])('refuses %j', (part) => {
    expect(commentPartLabel(part)).toBeNull();
  });

  it('links each kind to its page', () => {
    expect(commentPartPage('business-plan:executive-summary')).toBe('/business-plan');
    expect(commentPartPage('pitch-deck:team')).toBe('/pitch-deck');
    expect(commentPartPage('financial-model:funding.amount')).toBe('/financial-modeling');
  });
});
