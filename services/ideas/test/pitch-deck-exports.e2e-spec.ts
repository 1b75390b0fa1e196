import type { INestApplication } from '@nestjs/common';
import { chartFigures, DECK_THEME, PITCH_SLIDES, SLIDE_LAYOUTS } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import JSZip from 'jszip';
import { binaryBody } from './support/binary-body';
import { appWithOwnedIdea, as, type TestCaller } from './support/ideas-test-app';
import { flatten, pdfPages } from './support/pdf-text';

const unescapeXml = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");

/** The paragraphs of one PPTX part (a slide or its notes): the text runs of each <a:p>, joined. */
async function pptxParagraphs(zip: JSZip, path: string): Promise<string[]> {
  const xml = await zip.file(path)!.async('string');
  return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)]
    .map((paragraph) => [...paragraph[1].matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((run) => unescapeXml(run[1])).join(''))
    .filter((text) => text !== '');
}

const hex = (colour: string) => colour.replace('#', '').toUpperCase();
const TYPED_LINES = ['Workshops price orders from memory', 'Yarn costs move every month', 'Nobody knows the margin of an order'];

describe('pitch deck exports', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  let deck: Record<string, { content: string; notes: string }>;
  const download = (path: string) => as(request(app).get(`/api/startup-ideas/${ideaId}/${path}`), owner).buffer(true).parse(binaryBody);

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea());
    await as(request(app).post(`/api/startup-ideas/${ideaId}/pitch-deck`), owner).expect(200);
    await as(request(app).put(`/api/startup-ideas/${ideaId}/pitch-deck/slides/problem`), owner).send({ content: TYPED_LINES.join('\n'), notes: 'Say "margin" twice.' }).expect(200);
    await as(request(app).put(`/api/startup-ideas/${ideaId}/pitch-deck/slides/traction`), owner).send({ content: '• 12 workshops & 3 guilds on the waiting list', notes: 'Say "guild" twice.' }).expect(200);
    deck = (await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body.pitchDeck;
  });
  afterAll(() => app.close());

  describe('GET pitch-deck.pptx', () => {
    let zip: JSZip;
    beforeAll(async () => {
      const response = await download('pitch-deck.pptx');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-pitch-deck.pptx"; filename*=UTF-8''loomledger-pitch-deck.pptx`);
      zip = await JSZip.loadAsync(response.body);
    });
    const slideXml = (number: number) => zip.file(`ppt/slides/slide${number}.xml`)!.async('string');
    const slideRels = (number: number) => zip.file(`ppt/slides/_rels/slide${number}.xml.rels`)!.async('string');

    it('has 10 slides, each with its text and speaker notes; the title slide is headed by the company, never "Company Name"', async () => {
      expect(Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(10);
      const cover = await pptxParagraphs(zip, 'ppt/slides/slide1.xml');
      expect(cover[0]).toBe('LoomLedger');
      expect(cover.join(' ')).not.toContain('Company Name');
      for (const [index, slide] of PITCH_SLIDES.entries()) {
        const text = (await pptxParagraphs(zip, `ppt/slides/slide${index + 1}.xml`)).join('\n');
        if (slide.id !== 'title') expect(text).toContain(slide.title);
        expect((await pptxParagraphs(zip, `ppt/notesSlides/notesSlide${index + 1}.xml`)).join('\n')).toContain(deck[slide.id].notes);
      }
    });

    it('keeps each line the founder typed as its own paragraph, and bullets as real bullets', async () => {
      const problem = await pptxParagraphs(zip, 'ppt/slides/slide2.xml');
      expect(problem).toEqual(expect.arrayContaining(TYPED_LINES));
      expect(await pptxParagraphs(zip, 'ppt/slides/slide6.xml')).toContain('12 workshops & 3 guilds on the waiting list');
      expect(await slideXml(6)).toMatch(/<a:buChar char="&#x2022;"\/>[\s\S]*12 workshops &amp; 3 guilds/);
    });

    it('numbers every slide with a slide-number field', async () => {
      for (let number = 1; number <= 10; number += 1) expect(await slideXml(number)).toMatch(/<a:fld [^>]*type="slidenum"[^>]*>/);
    });

    it('draws in the theme colours: the gradient cover image, the indigo accent on content slides', async () => {
      expect(await slideRels(1)).toMatch(/relationships\/image" Target="\.\.\/media\/[^"]+\.png"/);
      expect(await slideRels(10)).toMatch(/\.png"/);
      for (let number = 2; number <= 9; number += 1) {
        expect(await slideXml(number)).toContain(`<a:srgbClr val="${hex(DECK_THEME.accent)}"`);
        expect(await slideXml(number)).toContain(`<a:srgbClr val="${hex(DECK_THEME.ink)}"`);
      }
    });

    it('draws chart slides as native charts of the figures the app charts, and no other slide', async () => {
      const charted = PITCH_SLIDES.map((slide, index) => ({ slide, number: index + 1 })).filter(({ slide }) => SLIDE_LAYOUTS[slide.id] === 'chart' && chartFigures(deck[slide.id].content).length > 0);
      expect(charted.map(({ slide }) => slide.id)).toContain('financial');
      const chartParts = Object.keys(zip.files).filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
      expect(chartParts).toHaveLength(charted.length);
      for (let number = 1; number <= 10; number += 1) {
        const hasChart = (await slideRels(number)).includes('/relationships/chart" Target="/ppt/charts/chart');
        expect([number, hasChart]).toEqual([number, charted.some((entry) => entry.number === number)]);
      }
      const financial = charted.find(({ slide }) => slide.id === 'financial')!;
      const chartTarget = /Target="\/ppt\/charts\/(chart\d+\.xml)"/.exec(await slideRels(financial.number))![1];
      const chartXml = await zip.file(`ppt/charts/${chartTarget}`)!.async('string');
      expect(chartXml).toContain('<c:barDir val="col"/>');
      expect(chartXml).toContain(`<a:srgbClr val="${hex(DECK_THEME.accent)}"`);
      for (const figure of chartFigures(deck.financial.content)) expect(chartXml).toContain(`<c:v>${figure.label}</c:v>`);
    });
  });

  describe('GET pitch-deck.pdf', () => {
    let pages: string[];
    beforeAll(async () => {
      const response = await download('pitch-deck.pdf');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="loomledger-pitch-deck.pdf"; filename*=UTF-8''loomledger-pitch-deck.pdf`);
      pages = await pdfPages(response.body);
    });

    it('has 10 pages, the title page headed by the company, each page with its title, text and number "n / 10"', () => {
      expect(pages).toHaveLength(10);
      expect(pages[0].trim().startsWith('LoomLedger')).toBe(true);
      expect(pages[0]).not.toContain('Company Name');
      PITCH_SLIDES.forEach((slide, index) => {
        const page = flatten(pages[index]);
        if (slide.id !== 'title') expect(page).toContain(slide.title);
        expect(page).toMatch(new RegExp(`${index + 1} / 10$`));
      });
      expect(flatten(pages[5])).toContain('12 workshops & 3 guilds on the waiting list');
    });

    it('keeps each line the founder typed on its own line', () => {
      const lines = pages[1].split('\n').map((line) => line.trim());
      for (const typed of TYPED_LINES) expect(lines).toContain(typed);
    });
  });
});
