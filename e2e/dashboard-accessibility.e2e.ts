import { expect, test } from '@playwright/test';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { createSelectedIdea } from './support/ideas';

// Issue 29 item 7: Lighthouse on the signed-in /dashboard with real data reported heading order and
// a link inside text told apart by colour alone.
test('the signed-in dashboard: headings go down one level at a time, links in text are underlined', async ({ page }) => {
  await page.goto('/');
  await signUpInBrowser(page, 'Ada Founder', uniqueEmail('a11y'));
  const idea = await createSelectedIdea(page);
  await createCompany(page, idea.id);
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: idea.ideaTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Validation evidence' })).toBeVisible();

  const levels = await page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])));
  expect(levels[0]).toBe(1);
  const jumps = levels.slice(1).filter((level, index) => level > levels[index] + 1);
  expect(jumps, `heading levels in order: ${levels.join(' ')}`).toEqual([]);

  const plainLinksInText = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('p a, span a')]
      .filter((link) => !getComputedStyle(link).textDecorationLine.includes('underline'))
      .map((link) => link.textContent),
  );
  expect(plainLinksInText).toEqual([]);
});
