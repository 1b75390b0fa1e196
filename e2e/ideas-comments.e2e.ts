import { expect, test } from '@playwright/test';
import { IDEA_PATHS } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { createSelectedIdea } from './support/ideas';
import { nextMailTo } from './support/mailbox';

/**
 * Comments (issue 32 item 4): the owner comments on a slide mentioning themself (the idea's only
 * member until company members exist), the mention arrives by email, then resolve and reopen.
 */
test('a comment on a slide with an @mention: the badge counts it, the email arrives, resolve and reopen are shown', async ({ page, baseURL }) => {
  const email = uniqueEmail('cora');
  await signUpInBrowser(page, 'Cora Commenter', email);
  const idea = await createSelectedIdea(page, { email });
  expect((await page.request.post(IDEA_PATHS.document(idea.id, 'pitch-deck'))).status()).toBe(200);
  await page.goto('/pitch-deck');

  await page.getByRole('button', { name: 'Slide 2: Problem', exact: true }).click();
  const badge = page.getByRole('button', { name: 'Comments on Slide 2: Problem: 0 open' });
  await badge.click();
  const panel = page.getByRole('dialog', { name: 'Comments on Slide 2: Problem' });
  await expect(panel.getByText('No comments yet.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'New comment' }).fill('<b>Check</b> the churn figure before Friday');
  await panel.getByRole('checkbox', { name: 'Mention You (idea owner)' }).check();
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();

  const thread = panel.getByRole('listitem', { name: 'Thread: <b>Check</b> the churn figure before Friday' });
  await expect(thread.getByText('<b>Check</b> the churn figure before Friday', { exact: true })).toBeVisible();
  await expect(thread.getByText('You · mentions @You (idea owner)')).toBeVisible();
  await expect(thread.getByText('Open', { exact: true })).toBeVisible();

  const mail = await nextMailTo(email, `Cora Commenter mentioned you in a comment on ${idea.ideaTitle}`);
  expect(mail.text).toContain('Cora Commenter mentioned you in a comment on the pitch deck slide "Problem"');
  expect(mail.text).toContain('"<b>Check</b> the churn figure before Friday"');
  expect(mail.html).toContain('&lt;b&gt;Check&lt;/b&gt; the churn figure before Friday');
  expect(mail.text).toContain(`${baseURL}/pitch-deck`);

  await thread.getByRole('textbox', { name: 'Reply' }).fill('Checked: 3% a month.');
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(thread.getByText('Checked: 3% a month.')).toBeVisible();

  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(thread.getByText('Resolved', { exact: true })).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Comments on Slide 2: Problem: 0 open' })).toBeVisible();

  await page.getByRole('button', { name: 'Comments on Slide 2: Problem: 0 open' }).click();
  await panel.getByRole('listitem', { name: 'Thread: <b>Check</b> the churn figure before Friday' }).getByRole('button', { name: 'Reopen' }).click();
  await expect(thread.getByText('Open', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Comments on Slide 2: Problem: 1 open' })).toBeVisible();
});
