import { LONGEST_IDEA, SAMPLE_IDEA } from '../domain/idea-facts.fixtures';
import { composeMarketResearch } from './market-research-composer';
import { marketResearchPdf } from './market-research-pdf';

describe('marketResearchPdf', () => {
  it('writes a PDF of the research for ideas at both ends of the bounds', async () => {
    for (const idea of [SAMPLE_IDEA, LONGEST_IDEA]) {
      const pdf = await marketResearchPdf(idea, composeMarketResearch(idea));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdf.length).toBeGreaterThan(3000);
    }
  });
});
