import { IDEA_FIELD_LIMITS, IDEA_INDUSTRIES, IDEA_STAGES, TARGET_MARKETS, wordCount } from '@founder/contracts';
import { CORPUS } from './ideas';

const distinct = (values: readonly string[]) => new Set(values).size;

describe('the generation corpus (issue 27: at least 40 ideas, ten currencies, six business models, ten countries, every stage)', () => {
  it('covers what the issue asks', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(distinct(CORPUS.map((idea) => idea.expected.currency))).toBeGreaterThanOrEqual(10);
    expect(distinct(CORPUS.map((idea) => idea.expected.model))).toBeGreaterThanOrEqual(6);
    expect(distinct(CORPUS.map((idea) => idea.expected.country))).toBeGreaterThanOrEqual(10);
    expect(new Set(CORPUS.map((idea) => idea.submission.stage))).toEqual(new Set(IDEA_STAGES));
    expect(distinct(CORPUS.map((idea) => idea.key))).toBe(CORPUS.length);
  });

  it('keeps the two ideas whose defects issue 27 reports', () => {
    expect(CORPUS.find((idea) => idea.key === 'baridibox')?.submission.revenueModel).toContain('KES 18,000 per cooling unit per month');
    expect(CORPUS.find((idea) => idea.key === 'dreamloom')?.submission.revenueModel).toContain('£4.99/month or £39.99/year');
  });

  it.each(CORPUS.map((idea) => [idea.key, idea] as const))('%s is a valid submission of 60-200 words whose stated facts are in its text', (_key, { submission, expected }) => {
    expect(IDEA_INDUSTRIES).toContain(submission.industry);
    expect(IDEA_STAGES).toContain(submission.stage);
    expect(TARGET_MARKETS).toContain(submission.targetMarket);
    const words = wordCount(submission.description);
    expect(words).toBeGreaterThanOrEqual(60);
    expect(words).toBeLessThanOrEqual(200);
    for (const field of ['problemStatement', 'solutionApproach'] as const) expect(submission[field].length).toBeGreaterThanOrEqual(IDEA_FIELD_LIMITS[field].min);
    const text = Object.values(submission).join('\n');
    for (const { written } of expected.prices) expect(text).toContain(written);
    for (const count of expected.counts) expect(text).toContain(count);
  });
});
