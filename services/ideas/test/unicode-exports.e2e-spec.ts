import type { INestApplication } from '@nestjs/common';
import { request } from '@founder/server-kit/testing';
import JSZip from 'jszip';
import { binaryBody } from './support/binary-body';
import { appWithOwnedIdea, as, type TestCaller } from './support/ideas-test-app';
import { flatten, pdfPages } from './support/pdf-text';

// What a founder may type: Cyrillic, Greek, accented Latin, the minus sign, currency symbols, Han and Hangul.
const TITLE = 'Умная пекарня';
const TYPED = ['Ελληνικά', 'cafés', '−5 %', '€3', '₹250', '¥400', '智能面包店', '한국어 빵집'];
const DESCRIPTION = 'Умная пекарня bakes for Ελληνικά cafés: waste −5 %, loaves at €3, ₹250 or ¥400, 智能面包店 and 한국어 빵집 signs. Orders arrive through the app and the ovens run on a schedule.';
const PROBLEM = 'Ελληνικά cafés lose −5 % of their bread, €3, ₹250 or ¥400 a day, at 智能面包店 and 한국어 빵집 alike.';

describe('exports of an idea typed in any script', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const download = (file: string) => as(request(app).get(`/api/startup-ideas/${ideaId}/${file}`), owner).buffer(true).parse(binaryBody);
  /** The PDF's text, words joined by single spaces (lines wrap anywhere). */
  const pdfText = async (file: string) => {
    const response = await download(file);
    expect(response.status).toBe(200);
    return flatten((await pdfPages(response.body as Buffer)).join('\n'));
  };

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea(undefined, { ideaTitle: TITLE, name: 'Анна Смирнова', description: DESCRIPTION, problemStatement: PROBLEM, industry: 'E-commerce' }));
    const generate = (kind: string, body: object = {}) => as(request(app).post(`/api/startup-ideas/${ideaId}/${kind}`), owner).send(body).expect(200);
    await generate('business-plan');
    await generate('pitch-deck');
    await generate('market-research', { industry: 'E-commerce', description: DESCRIPTION, problemStatement: PROBLEM });
    await generate('financial-model', { industry: 'E-commerce', stage: 'MVP Development' });
  });
  afterAll(() => app.close());

  it.each([
    ['business-plan.pdf', [TITLE, 'Prepared by Анна Смирнова', DESCRIPTION]],
    ['pitch-deck.pdf', [TITLE, 'Умная пекарня bakes for Ελληνικά cafés: waste −5 %, loaves at €3, ₹250 or ¥400, 智能面包店 and 한국어 빵집 signs.']],
    ['market-research.pdf', [TITLE, PROBLEM.replace(/\.$/, '')]],
    ['financial-model.pdf', [`${TITLE} · Financial Model`]],
  ])('%s prints the text as typed, no character replaced', async (file, expected) => {
    const text = await pdfText(file);
    for (const typed of expected) expect(text).toContain(flatten(typed));
    if (file !== 'financial-model.pdf') for (const typed of TYPED) expect(text).toContain(typed);
    expect(text).not.toMatch(/\?{2,}|\uFFFD/);
  });

  it('the model PDF has the income statement rows under a Cyrillic title', async () => {
    const text = await pdfText('financial-model.pdf');
    expect(text.startsWith(`${TITLE} Financial Model · E-commerce · MVP Development`)).toBe(true);
    for (const row of ['Revenue', 'Cost of revenue', 'Gross profit', 'Total expenses', 'Net income', 'Customers at year end']) expect(text).toContain(row);
  });

  it('the deck PPTX keeps the text and names Arial, with Microsoft YaHei for East Asian characters', async () => {
    const response = await download('pitch-deck.pptx');
    expect(response.status).toBe(200);
    const zip = await JSZip.loadAsync(response.body as Buffer);
    const cover = await zip.file('ppt/slides/slide1.xml')!.async('string');
    const text = [...cover.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((run) => run[1]).join('\n');
    expect(text).toContain(TITLE);
    for (const typed of TYPED) expect(text).toContain(typed);
    expect(cover).toContain('<a:latin typeface="Arial"');
    expect(cover).toContain('<a:ea typeface="Microsoft YaHei"');
    expect(cover).not.toContain('<a:ea typeface="Arial"');
  });

  it.each(['business-plan.pdf', 'pitch-deck.pptx', 'pitch-deck.pdf', 'market-research.pdf', 'financial-model.csv', 'financial-model.xlsx', 'financial-model.pdf'])(
    '%s is named after the title: transliterated in filename, in Cyrillic in filename*',
    async (file) => {
      const disposition = (await download(file)).headers['content-disposition'] as string;
      const [, ascii, encoded] = /^attachment; filename="([^"]+)"; filename\*=UTF-8''(\S+)$/.exec(disposition) ?? [];
      expect(ascii).toBe(`umnaya-pekarnya-${file}`);
      expect(decodeURIComponent(encoded)).toBe(`умная-пекарня-${file}`);
    },
  );
});
