import { expect, test } from '@playwright/test';
import { GENERATION_JOB_PATHS, IDEA_PATHS, MARKET_RESEARCH_STAGES, type DocumentVersionList, type MarketResearch } from '@founder/contracts';
import { readFileSync } from 'node:fs';
import { submitIdeaThroughWizard } from './support/idea-wizard';
import { createSelectedIdea, expectToast } from './support/ideas';

test.describe('/market-research', () => {
  test("without a selected idea: the same empty state as the other tools", async ({ page }) => {
    await page.goto('/market-research');
    await expect(page.getByRole('heading', { name: 'No Startup Idea Selected' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit an Idea' })).toHaveAttribute('href', '/submit-idea');
    await expect(page.getByRole('link', { name: 'Business Plan First' })).toHaveAttribute('href', '/business-plan');
    await expect(page.getByRole('heading', { name: 'Customer Personas' })).toBeVisible();
  });

  test('an idea from the wizard: research through six stages, switch sub-tabs, export the PDF, reload', async ({ page }) => {
    const idea = await submitIdeaThroughWizard(page);
    await page.clock.install();
    await page.goto('/market-research');
    await expect(page.getByRole('tab', { name: 'Market Research' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Idea Analysis' })).toBeVisible();
    await expect(page.getByText('No research yet')).toBeVisible();

    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith(IDEA_PATHS.document(idea.id, 'market-research')));
    await page.getByRole('button', { name: 'Start Market Research' }).click();
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    const response = await answered;
    // The built-in composer writes it in the request: 200 with the document, no job.
    expect(response.status()).toBe(200);
    const research = (await response.json()) as MarketResearch;
    // The call has answered, but the six stages of 1500 ms still run.
    await expect(page.getByText(MARKET_RESEARCH_STAGES[5])).toBeVisible();
    await page.clock.fastForward(4_500);
    await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
    await page.clock.fastForward(4_600);
    await expectToast(page, 'Market research completed!', 'Comprehensive market analysis and competitive landscape ready.');

    await expect(page.getByTestId('market-Total market')).toHaveText(research.marketData.totalMarketSize.label);
    await expect(page.getByText(`Source: ${research.marketData.totalMarketSize.source}`)).toBeVisible();
    await page.getByRole('tab', { name: 'Competitors' }).click();
    for (const name of ['Established Food & Beverage providers', 'Venture-backed newcomers', 'General-purpose tools', 'Manual work and service providers']) {
      await expect(page.getByRole('article', { name })).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Segments' }).click();
    await expect(page.getByRole('article', { name: research.segments[0].name })).toContainText('high');
    await page.getByRole('tab', { name: 'Trends' }).click();
    await expect(page.getByRole('article', { name: research.trends[1].trend })).toBeVisible();
    await page.getByRole('tab', { name: 'Personas' }).click();
    await expect(page.getByRole('article', { name: research.personas[0].name })).toContainText('Budget');

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const file = await pdf;
    expect(file.suggestedFilename()).toMatch(/-market-research\.pdf$/);
    expect(readFileSync((await file.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Report' }).click();
    expect((await report).suggestedFilename()).toMatch(/-market-research\.pdf$/);

    await page.reload();
    await expect(page.getByTestId('market-Total market')).toHaveText(research.marketData.totalMarketSize.label);
    await expect(page.getByTestId('market-Target market')).toHaveText(research.marketData.targetMarketSize.label);
    await expect(page.getByRole('button', { name: 'Regenerate Research' })).toBeEnabled();
  });

  test('says who wrote each part, and when the built-in composer stood in for the AI, why (issue 29 item 13)', async ({ page }) => {
    const idea = await createSelectedIdea(page);
    const body = { industry: idea.industry, description: idea.description, targetMarket: idea.targetMarket, problemStatement: idea.problemStatement };
    expect((await page.request.post(IDEA_PATHS.document(idea.id, 'market-research'), { data: body })).status()).toBe(200);
    // The product's own writer is built-in here: the history of one part answers as if the AI had failed it.
    const competitorsHistory = (url: URL) => `${url.pathname}${url.search}` === GENERATION_JOB_PATHS.versions(idea.id, 'market-research', 'competitors', { limit: 1 });
    await page.route(competitorsHistory, async (route) => {
      const answer = (await (await route.fetch()).json()) as DocumentVersionList;
      const [newest] = answer.items;
      await route.fulfill({ json: { ...answer, items: [{ ...newest, source: 'builtin-fallback', fallbackReason: 'the AI changed the currency (USD -> EUR)' }] } });
    });

    await page.goto('/market-research');
    const panel = page.getByRole('region', { name: 'How this was written' });
    await expect(panel.getByText('1 of 5 parts was written by the built-in composer instead of your AI model. Regenerate to ask your AI model again.')).toBeVisible();
    const parts = panel.getByTestId('part-provenance');
    await expect(parts).toHaveText([
      'Market overview:Written by the built-in composer',
      'Competitors:Written by the built-in composer: the AI changed the currency (USD -> EUR)',
      'Segments:Written by the built-in composer',
      'Trends:Written by the built-in composer',
      'Personas:Written by the built-in composer',
    ]);
    await page.unroute(competitorsHistory);
    await page.reload();
    await expect(parts).toHaveText(Array.from({ length: 5 }, () => /:Written by the built-in composer$/));
    await expect(panel.getByText(/instead of your AI model/)).toHaveCount(0);
  });

  test('History of a part: its versions, the difference with the current one, and Restore', async ({ page }) => {
    const idea = await createSelectedIdea(page);
    const research = async (industry: string) => {
      const body = { industry, description: idea.description, targetMarket: idea.targetMarket, problemStatement: idea.problemStatement };
      const response = await page.request.post(IDEA_PATHS.document(idea.id, 'market-research'), { data: body });
      expect(response.status()).toBe(200);
      return (await response.json()) as MarketResearch;
    };
    const first = await research(idea.industry);
    const current = await research('Technology');
    // The market sizes of the two industries: the first card whose figure differs is the one checked.
    const sizes = [['Total market', 'totalMarketSize'], ['Servable market', 'servableMarketSize'], ['Target market', 'targetMarketSize']] as const;
    const [card, field] = sizes.find(([, size]) => first.marketData[size].label !== current.marketData[size].label) ?? sizes[0];
    expect(first.marketData[field].label).not.toBe(current.marketData[field].label);

    await page.goto('/market-research');
    await expect(page.getByTestId(`market-${card}`)).toHaveText(current.marketData[field].label);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('menuitem', { name: 'Market overview' }).click();
    const history = page.getByRole('dialog', { name: 'History: Market overview' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByText('Written by the built-in composer')).toHaveCount(2);
    await expect(history.getByText('Current', { exact: true })).toBeVisible();
    // The older version is chosen: its lines (−) against the current one's (+).
    const differences = history.getByLabel('Differences');
    await expect(differences.locator('[data-change="removed"]', { hasText: `"label": "${first.marketData[field].label}"` }).first()).toBeVisible();
    await expect(differences.locator('[data-change="added"]', { hasText: `"label": "${current.marketData[field].label}"` }).first()).toBeVisible();
    await page.screenshot({ path: 'tmp/e2e-results/research-history.png' });
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expectToast(page, 'Version restored', 'The stage shows the chosen version again; the one it replaced stays in its history.');
    await expect(page.getByTestId(`market-${card}`)).toHaveText(first.marketData[field].label);

    await page.reload();
    await expect(page.getByTestId(`market-${card}`)).toHaveText(first.marketData[field].label);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('menuitem', { name: 'Market overview' }).click();
    await expect(page.getByRole('dialog', { name: 'History: Market overview' }).getByText('Restored from history')).toBeVisible();
  });
});

