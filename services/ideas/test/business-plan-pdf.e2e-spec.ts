import type { INestApplication } from '@nestjs/common';
import { PLAN_SECTIONS, type BusinessPlanContent } from '@founder/contracts';
import { request } from '@founder/server-kit/testing';
import { businessPlanPdf } from '../src/business-plan/business-plan-pdf';
import { binaryBody } from './support/binary-body';
import { appWithOwnedIdea, as, type TestCaller } from './support/ideas-test-app';
import { pdfPages } from './support/pdf-text';

const headings = PLAN_SECTIONS.map((section, index) => `${index + 1}. ${section.title}`);
const lines = (page: string) =>
  page
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** The contents page's entries: heading and page number, in order. */
function contentsEntries(page: string): Array<[string, number]> {
  return lines(page)
    .map((line) => /^(\d+\. .+?)\s*\.{3,}\s*(\d+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1], Number(match[2])]);
}

describe('business plan PDF', () => {
  let app: INestApplication;
  let owner: TestCaller;
  let ideaId: number;
  const download = async () => {
    const response = await as(request(app).get(`/api/startup-ideas/${ideaId}/business-plan.pdf`), owner).buffer(true).parse(binaryBody);
    expect(response.status).toBe(200);
    return pdfPages(response.body);
  };

  beforeAll(async () => {
    ({ app, owner, ideaId } = await appWithOwnedIdea());
    await as(request(app).post(`/api/startup-ideas/${ideaId}/business-plan`), owner).expect(200);
  });
  afterAll(() => app.close());

  /** Checks the cover, the contents against where each heading lands, the footers and keep-with-next; answers the page count. */
  function checkLayout(pages: string[]): void {
    expect(lines(pages[0])).toEqual(['LoomLedger', 'Business Plan', 'SaaS · MVP Development', 'Prepared by Ada Lovelace']);
    expect(lines(pages[1])[0]).toBe('Contents');
    const entries = contentsEntries(pages[1]);
    expect(entries.map(([heading]) => heading)).toEqual(headings);

    const landed = headings.map((heading) => pages.findIndex((page, index) => index > 1 && lines(page).includes(heading)) + 1);
    expect(entries.map(([, page]) => page)).toEqual(landed);
    expect(landed[0]).toBe(3);

    pages.forEach((page, index) => {
      const pageLines = lines(page);
      if (index === 0) expect(page).not.toMatch(/Page \d+ of/);
      else expect(pageLines.at(-1)).toBe(`LoomLedger · Business Plan Page ${index + 1} of ${pages.length}`);
      // Keep-with-next: a heading is followed on its page by its text, never left last above the footer.
      if (index > 1) {
        const body = pageLines.slice(0, -1);
        expect(headings.includes(body.at(-1)!)).toBe(false);
      }
    });
  }

  it('has a cover, a contents page whose page numbers are where the headings land, numbered footers, and headings kept with their text', async () => {
    const pages = await download();
    checkLayout(pages);
    expect(pages.length).toBeGreaterThanOrEqual(5);
  });

  it('moves a heading that would end a page to the next one, wherever the text before it ends (keep-with-next)', async () => {
    const plan = (await as(request(app).get(`/api/ideas/${ideaId}`), owner)).body.businessPlan as BusinessPlanContent;
    const idea = { ideaTitle: 'LoomLedger', name: 'Ada Lovelace', industry: 'SaaS', stage: 'MVP Development' };
    // One line more each time: the second heading passes through every position near the bottom of page 3
    // (it would be the page's last line at about 40 lines).
    for (let count = 37; count <= 43; count += 1) {
      const shortLines = Array.from({ length: count }, (_, index) => `Line ${index + 1}.`).join('\n');
      checkLayout(await pdfPages(await businessPlanPdf(idea, { ...plan, 'executive-summary': shortLines })));
    }
  }, 120_000);
});
