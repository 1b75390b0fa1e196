import { expect, test } from '@playwright/test';
import { COMPANIES_PATHS, INVESTOR_PATHS, PLATFORM_ROUTES, type InvestorPage } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';

const COMPANY = {
  companyName: 'LoomLedger',
  description: 'LoomLedger keeps the books of small textile workshops and prices every order from real yarn costs.',
  industry: 'SaaS',
  stage: 'Seed',
  location: 'Leeds, UK',
  teamSize: 'Solo Founder',
};

test.describe('platform: investor matching', () => {
  test('a founder filters investors to none and back, saves and applies to one, moves it through the pipeline, and finds it all after a reload', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await signUpInBrowser(page, 'Ada Founder', uniqueEmail('investors'));
    expect((await page.request.post(COMPANIES_PATHS.companies, { data: COMPANY })).status()).toBe(201);
    const all = (await (await page.request.get(INVESTOR_PATHS.investors({ limit: 50 }))).json()) as InvestorPage;

    await page.goto(`${PLATFORM_ROUTES.funding}?tab=Investor+Matching`);
    await expect(page.getByRole('alert').filter({ hasText: 'Sample data' })).toContainText('fictional profiles');
    // The real count of the database, not the seed's fixed 1,247; High Match counts 90% and more.
    await expect(page.getByTestId('investors-database-total')).toHaveText(all.databaseTotal.toLocaleString('en-US'));
    expect(all.databaseTotal).toBeGreaterThanOrEqual(60);
    await expect(page.getByTestId('investors-high-match')).toHaveText(String(all.highMatchCount));
    await expect(page.getByTestId('investors-raise')).toHaveText('$2.5M');
    const scores = (await page.getByTestId('match-score').allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(scores).toHaveLength(20);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(all.items[0].matchScore);
    // The next page follows the cursor: 'Load more' adds it below, still best first.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByTestId('match-score')).toHaveCount(40);
    const more = (await page.getByTestId('match-score').allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(more).toEqual([...more].sort((a, b) => b - a));

    // No sample angel invests at Series B: the two filters together find nobody.
    await page.getByLabel('Stage').selectOption('Series B');
    await page.getByLabel('Type').selectOption('Angel');
    await expect(page.getByRole('heading', { name: 'No investors found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
    await page.getByLabel('Type').selectOption('All Types');
    await expect(page.getByRole('heading', { name: 'No investors found' })).toBeHidden();
    await expect(page.getByRole('article').first()).toContainText('Series B');
    await page.getByLabel('Stage').selectOption('All Stages');
    await page.getByLabel('Search investors').fill('no such investor anywhere');
    await expect(page.getByRole('heading', { name: 'No investors found' })).toBeVisible();
    await page.getByLabel('Search investors').fill('');
    // Back to no filter: the list as it was, with the page loaded by 'Load more'.
    await expect(page.getByTestId('match-score')).toHaveCount(40);

    // The best match: why, save, apply (one way), into the pipeline.
    const best = all.items[0];
    const card = page.getByRole('article', { name: best.name });
    await card.getByRole('button', { name: 'Why this match' }).click();
    await expect(card.getByText(`${best.matchReasons[0].label}: ${best.matchReasons[0].points} of ${best.matchReasons[0].maxPoints} points`)).toBeVisible();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await card.getByRole('button', { name: 'Apply' }).click();
    await expect(card.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await card.getByRole('button', { name: 'Add to pipeline' }).click();
    await expect(card.getByRole('button', { name: 'In pipeline' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Fundraising Pipeline' }).click();
    const researching = page.getByRole('region', { name: 'Researching' });
    await expect(researching.getByRole('heading')).toHaveText('Researching (1)');
    await researching.getByRole('article', { name: best.name }).getByLabel('Stage').selectOption('meeting');
    const meeting = page.getByRole('region', { name: 'Meeting' });
    await expect(meeting.getByRole('heading')).toHaveText('Meeting (1)');
    const entry = meeting.getByRole('article', { name: best.name });
    await entry.getByLabel('Notes').fill('Partner meeting booked; send the data room first.');
    await entry.getByLabel('Next step on').fill('2026-12-01');
    await entry.getByRole('button', { name: 'Save notes' }).click();
    await expect(entry.getByRole('button', { name: 'Save notes' })).toBeDisabled();

    await page.reload();
    const kept = page.getByRole('region', { name: 'Meeting' }).getByRole('article', { name: best.name });
    await expect(kept.getByLabel('Notes')).toHaveValue('Partner meeting booked; send the data room first.');
    await expect(kept.getByLabel('Next step on')).toHaveValue('2026-12-01');
    await expect(page.getByRole('region', { name: 'Researching' }).getByRole('heading')).toHaveText('Researching (0)');
    await page.getByRole('tab', { name: 'Investor Matching' }).click();
    const again = page.getByRole('article', { name: best.name });
    await expect(again.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByRole('button', { name: 'Applied' })).toBeDisabled();
  });
});
