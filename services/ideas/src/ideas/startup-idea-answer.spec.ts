import { compactJsonbText, startupIdeaAnswer, type StoredIdeaText } from './startup-idea-answer';
import type { StoredIdea } from './startup-idea.entity';
import { toStartupIdeaBody } from './startup-idea.response';

/** Which documents quote out-of-date figures needs a financial model, which these ideas do not have. */
const NO_KINDS = [] as const;

/** What PostgreSQL writes for a jsonb value: a space after every ':' and ',' between tokens. */
const JSONB_TEXTS = [
  '{"a": 1, "b": [2, 3.5, -4, 0.000001, 1e-7], "c": {"d": null, "e": true, "f": false}}',
  '{"text": "a \\"quoted\\" word, a: colon, [brackets] {braces}", "path": "C:\\\\dir\\\\", "end": "\\\\"}',
  '{"lines": "one\\ntwo\\tthree\\u0001", "unicode": "é – 😀", "empty": "", "list": []}',
  '[{"title": "Market", "content": "Grows 12% a year, to $4.2B."}, {}, [], "x", 0]',
  '"just a string"',
  '42',
];

describe('compactJsonbText', () => {
  it.each(JSONB_TEXTS)('writes %s as JSON.stringify writes its value', (text) => {
    expect(compactJsonbText(text)).toBe(JSON.stringify(JSON.parse(text)));
  });

  it.each(['{"price": 1.50}', '[1000000000000000000000]', '{"zero": -0}', '[12345678901234567890]'])(
    'gives up on %s, whose numbers JSON.stringify writes otherwise',
    (text) => {
      expect(JSON.stringify(JSON.parse(text))).not.toBe(text.replace(/ /g, ''));
      expect(compactJsonbText(text)).toBeNull();
    },
  );
});

describe('startupIdeaAnswer', () => {
  const idea: StoredIdeaText = {
    id: 7,
    name: 'Ana',
    email: 'ana@example.com',
    ideaTitle: 'Café – a “quoted” idea 😀',
    description: 'Shared kitchens for small caterers, booked by the hour.',
    industry: 'Food & Beverage',
    stage: 'idea',
    targetMarket: null,
    problemStatement: 'Kitchens cost €4,000 a month',
    solutionApproach: null,
    competitiveAdvantage: null,
    revenueModel: null,
    analysis: '{"summary": "Grows 12% a year – to $4.2B 😀", "scores": [7, 8.5], "risks": {"a: b, c": "d\\"e"}}',
    validationScore: 78,
    analysisStatus: 'complete',
    documents: [
      { kind: 'business-plan', content: '{"summary": {"text": "é, ü: ñ", "list": [1, 2]}}', status: { summary: 'done' } },
      { kind: 'pitch-deck', content: '{"title": {"text": "Deck \\\\ end"}}', status: { title: 'done' } },
    ],
    isDemo: false,
    ownerBrowserId: null,
    ownerUserId: 3,
    createdAt: new Date('2026-01-02T03:04:05.000Z'),
  } as unknown as StoredIdeaText;
  const parsed = (stored: StoredIdeaText) =>
    JSON.stringify(
      toStartupIdeaBody({
        ...stored,
        analysis: stored.analysis === null ? null : JSON.parse(stored.analysis),
        documents: stored.documents.map((document) => ({ ...document, content: JSON.parse(document.content) })),
      } as unknown as StoredIdea, NO_KINDS),
    );

  it('is the UTF-8 of JSON.stringify of the parsed idea, with text outside Latin-1 before and inside the spliced JSON', () => {
    expect(startupIdeaAnswer(idea, NO_KINDS).toString('utf8')).toBe(parsed(idea));
    expect(startupIdeaAnswer(idea, NO_KINDS).equals(Buffer.from(parsed(idea)))).toBe(true);
  });

  it('is the same without an analysis or documents', () => {
    const bare = { ...idea, analysis: null, documents: [] };
    expect(startupIdeaAnswer(bare, NO_KINDS).toString('utf8')).toBe(parsed(bare));
  });

  it('parses a number JSON.stringify writes otherwise, and still answers the same bytes', () => {
    const priced = { ...idea, analysis: '{"price": 1.50}' };
    expect(startupIdeaAnswer(priced, NO_KINDS).toString('utf8')).toBe(parsed(priced));
  });
});
