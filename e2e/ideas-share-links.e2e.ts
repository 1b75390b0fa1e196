import { expect, test } from '@playwright/test';
import { IDEA_PATHS } from '@founder/contracts';
import { createSelectedIdea, expectToast, openShareLinkAsVisitor } from './support/ideas';

test('a share link made before a reload is still listed with its views, and Revoke kills it', async ({ page, browser }) => {
  const idea = await createSelectedIdea(page);
  expect((await page.request.post(IDEA_PATHS.document(idea.id, 'pitch-deck'))).status()).toBe(200);
  await page.goto('/pitch-deck');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expectToast(page, 'Share link created', 'Anyone with the link can view a read-only copy.');
  const links = page.getByRole('region', { name: 'Live links' }).getByTestId('share-link');
  await expect(links).toHaveCount(1);
  await expect(links.first().getByText(/^Created .+ · 0 views$/)).toBeVisible();
  const visitor = await openShareLinkAsVisitor(page, browser, 'pitch-deck', idea.ideaTitle);

  await page.reload();
  await expect(links).toHaveCount(1);
  await expect(links.first().getByText(/^Created .+ · 1 view$/)).toBeVisible();
  await expect(page.getByLabel('Share link')).toHaveCount(0);

  await links.first().getByRole('button', { name: /^Revoke/ }).click();
  await expectToast(page, 'Link revoked', 'The shared link no longer opens.');
  await expect(links).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText('This shared link is no longer available')).toBeVisible();
  await visitor.context().close();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await expect(links).toHaveCount(0);
});
