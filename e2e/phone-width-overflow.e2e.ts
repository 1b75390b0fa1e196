import { expect, test, type Locator, type Page } from '@playwright/test';
import { PLATFORM_ROUTES } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { createSelectedIdea } from './support/ideas';

const PHONE = { width: 375, height: 812 };

/** Nothing wider than the phone: the page scrolls only up and down. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The element lies inside the screen's width and its text is not cut ('SC…'). */
async function expectWhole(element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  const cut = await element.evaluate((node) =>
    [node, ...node.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflow !== 'visible'),
  );
  expect(cut).toBe(false);
}

// Issue 29 item 8: at 375 px the website builder's Generate button and the investor match badges
// overflowed, and the dashboard idea card's score badge read 'SC…'.
test.describe('at 375 px nothing overflows', () => {
  test('the website builder, investor matching and the dashboard idea cards', async ({ page }) => {
    test.slow();
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await signUpInBrowser(page, 'Ada Founder', uniqueEmail('phone'));
    const idea = await createSelectedIdea(page);
    expect(idea.validationScore).not.toBeNull();
    await createCompany(page, idea.id);

    await page.goto(PLATFORM_ROUTES.websiteBuilder);
    const generate = page.getByRole('button', { name: 'Generate My Website with AI' });
    await expectWhole(generate);
    await expectNoSidewaysScroll(page);

    await page.goto(`${PLATFORM_ROUTES.funding}?tab=Investor+Matching`);
    const badges = page.getByRole('article').locator('.mantine-Badge-root').filter({ hasText: /% Match$/ });
    await expect(badges.first()).toBeVisible();
    for (const badge of (await badges.all()).slice(0, 5)) await expectWhole(badge);
    await expectNoSidewaysScroll(page);

    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: idea.ideaTitle });
    const score = card.getByText(`Score ${idea.validationScore}`, { exact: true });
    await expectWhole(score);
    await expectNoSidewaysScroll(page);
  });
});
