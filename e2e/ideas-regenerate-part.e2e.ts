import { expect, test } from '@playwright/test';
import { IDEA_PATHS } from '@founder/contracts';
import { createSelectedIdea, expectToast } from './support/ideas';
import { toastWith } from './support/toasts';

// Issue 29 item 5: Regenerate on one section with the built-in writer gave the same text back, silently.
test('regenerating a section that comes back the same says there is no other version', async ({ page }) => {
  const idea = await createSelectedIdea(page);
  expect((await page.request.post(IDEA_PATHS.document(idea.id, 'business-plan'))).status()).toBe(200);
  await page.goto('/business-plan');
  const section = page.locator('#section-risk-analysis');
  await expect(section).toBeVisible();
  const before = await section.innerText();

  const regenerated = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/sections/risk-analysis/regenerate'));
  await page.getByRole('button', { name: 'Regenerate Risk Analysis' }).click();
  expect((await regenerated).status()).toBe(200);
  await expectToast(page, 'No other version available');
  await expect(toastWith(page, 'Section regenerated')).toHaveCount(0);
  expect(await section.innerText()).toBe(before);
});
