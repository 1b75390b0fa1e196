import { expect, test } from '@playwright/test';
import { IDEA_PATHS } from '@founder/contracts';
import { createSelectedIdea, expectToast } from './support/ideas';
import { toastWith } from './support/toasts';

// Issue 27 item 7: Regenerate on one section with the built-in writer gives a genuinely different
// version (another order or framing of the same facts), not the same bytes back.
test('regenerating a section gives another version of the same facts', async ({ page }) => {
  const idea = await createSelectedIdea(page);
  expect((await page.request.post(IDEA_PATHS.document(idea.id, 'business-plan'))).status()).toBe(200);
  await page.goto('/business-plan');
  const section = page.locator('#section-risk-analysis');
  await expect(section).toBeVisible();
  const before = await section.innerText();

  const regenerated = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/sections/risk-analysis/regenerate'));
  await page.getByRole('button', { name: 'Regenerate Risk Analysis' }).click();
  expect((await regenerated).status()).toBe(200);
  await expectToast(page, 'Section regenerated');
  await expect(toastWith(page, 'No other version available')).toHaveCount(0);
  await expect(section).not.toHaveText(before);
  // The same risks, each with its mitigation, in another order: the same sentences.
  const sentences = (text: string) => text.split(/(?<=[.:])\s+|\n/).map((sentence) => sentence.trim()).filter(Boolean).sort();
  expect(sentences(await section.innerText())).toEqual(sentences(before));
});
