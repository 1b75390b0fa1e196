import { expect, test } from '@playwright/test';
import { IDEA_PATHS, type FinancialModel } from '@founder/contracts';
import { createSelectedIdea, expectToast, watchGeneration } from './support/ideas';

// Issue 29 item 4: the 'Figures out of date' banner stayed after Regenerate until a reload.
test('the figures-out-of-date banner leaves with the regenerated plan, without a reload', async ({ page }) => {
  const idea = await createSelectedIdea(page);
  const about = { industry: idea.industry, stage: idea.stage };
  const modelPath = IDEA_PATHS.document(idea.id, 'financial-model');
  const first = await page.request.post(modelPath, { data: about });
  expect(first.status()).toBe(200);
  const { revenueModel, expenseModel, metrics, funding } = ((await first.json()) as FinancialModel).inputs;
  expect((await page.request.post(IDEA_PATHS.document(idea.id, 'business-plan'))).status()).toBe(200);
  // The model changes after the plan: the plan's figures no longer match it.
  const changed = await page.request.post(modelPath, { data: { ...about, revenueModel, expenseModel, metrics, funding: { ...funding, totalFunding: funding.totalFunding + 500_000 } } });
  expect(changed.status()).toBe(200);

  await page.clock.install();
  await page.goto('/business-plan');
  const banner = page.getByRole('alert').filter({ hasText: 'Figures out of date' });
  await expect(banner).toBeVisible();

  const generation = watchGeneration(page, 'business-plan', 'business plan');
  await page.getByRole('button', { name: 'Regenerate Plan' }).click();
  await generation.runScreen({ partWayMs: 5_000, minPercent: 40, restMs: 7_000 });
  await expectToast(page, 'Business plan generated successfully!');
  await expect(page.getByRole('heading', { level: 3, name: 'Executive Summary', exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // And the server agrees.
  const reloaded = await page.request.get(IDEA_PATHS.idea(idea.id));
  expect(((await reloaded.json()) as { figuresOutOfDate: string[] }).figuresOutOfDate).toEqual([]);
});
