import { expect, test } from '@playwright/test';
import { IDEA_PATHS, type CursorPage, type IdeaShareLink } from '@founder/contracts';
import { createSelectedIdea, createShareLink, expectToast, openShareLinkAsVisitor } from './support/ideas';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Share opens the list and mints nothing; Create link with a label lists it with its url, Copy, views and Revoke, after a reload too (issue 29 item 3)', async ({ page, browser }) => {
  const idea = await createSelectedIdea(page);
  expect((await page.request.post(IDEA_PATHS.document(idea.id, 'pitch-deck'))).status()).toBe(200);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/shares')) posts.push(request.url());
  });
  await page.goto('/pitch-deck');

  const share = page.getByRole('button', { name: 'Share', exact: true });
  const list = page.getByRole('region', { name: 'Share links' });
  await share.click();
  await expect(list.getByText('No live links yet.')).toBeVisible();
  await share.click();
  await expect(list).toHaveCount(0);
  await share.click();
  await expect(list.getByText('No live links yet.')).toBeVisible();
  expect(posts).toEqual([]);
  const listed = async () => ((await (await page.request.get(IDEA_PATHS.shares(idea.id))).json()) as CursorPage<IdeaShareLink>).items;
  expect(await listed()).toEqual([]);

  const row = await createShareLink(page, 'Seed investors');
  await expectToast(page, 'Share link created', 'Anyone with the link can view a read-only copy.');
  await expect(list.getByTestId('share-link')).toHaveCount(1);
  await expect(row.getByText('Seed investors', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Created .+ · 0 views$/)).toBeVisible();
  const url = await row.getByRole('textbox', { name: 'URL of Seed investors' }).inputValue();
  expect(url).toMatch(/\/pitch-deck\?share=[A-Za-z0-9_-]{43}$/);
  await row.getByRole('button', { name: 'Copy Seed investors' }).click();
  await expect(row.getByRole('button', { name: 'Copy Seed investors' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(row.getByRole('button', { name: 'Revoke Seed investors' })).toBeVisible();
  expect(posts).toHaveLength(1);

  const visitor = await openShareLinkAsVisitor(page, browser, 'pitch-deck', idea.ideaTitle);
  await page.reload();
  await share.click();
  await expect(list.getByTestId('share-link')).toHaveCount(1);
  await expect(row.getByText(/^Created .+ · 1 view$/)).toBeVisible();
  // The url stays copyable after a reload: the list shows it, not only the answer to Create link.
  await expect(row.getByRole('textbox', { name: 'URL of Seed investors' })).toHaveValue(url);
  expect(posts).toHaveLength(1);

  await row.getByRole('button', { name: 'Revoke Seed investors' }).click();
  await expectToast(page, 'Link revoked', 'The shared link no longer opens.');
  await expect(list.getByTestId('share-link')).toHaveCount(0);
  await expect(list.getByText('No live links yet.')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('This shared link is no longer available')).toBeVisible();
  await visitor.context().close();
});
