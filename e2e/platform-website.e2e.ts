import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PLATFORM_ROUTES, SITE_SIGNUPS_PATHS, SITES_PATHS, type CursorPage, type SiteSignUp } from '@founder/contracts';
import { signUpInBrowser, uniqueEmail } from './support/accounts';
import { createCompany } from './support/companies';
import { createSelectedIdea } from './support/ideas';

test.describe('website builder', () => {
  test('a founder generates, edits and publishes a site; a visitor signs up on it without JavaScript; the founder sees the sign-up and downloads it as CSV; unpublishing takes it down', async ({ page, browser }) => {
    test.slow();
    await page.goto('/');
    await signUpInBrowser(page, 'Ada Founder', uniqueEmail('website'));
    const idea = await createSelectedIdea(page);
    const slug = `shiftplate-${Date.now().toString(36)}`;
    const company = await createCompany(page, idea.id, { companyName: `ShiftPlate ${slug.slice(11)}` });

    await page.goto(PLATFORM_ROUTES.websiteBuilder);
    await expect(page.getByText('Your website in under 60 seconds', { exact: false })).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate My Website with AI' });
    await generate.click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(generate).toBeEnabled();
    await expect(page.getByRole('status')).toHaveText('Your website is ready: review it in Design & Content and Preview, then publish it.');

    // Design & Content: the industry's template is recommended and chosen; sections from the idea, testimonials off.
    await page.getByRole('tab', { name: 'Design & Content' }).click();
    await expect(page.getByRole('radio', { name: 'Healthcare' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Healthcare' }).getByText('Recommended')).toBeVisible();
    const features = page.getByRole('region', { name: 'Features section' });
    await expect(features.getByLabel('Features content')).toHaveValue(/An app that imports the roster/);
    await expect(features.getByTestId('preview-features')).toHaveText(/^.{1,57}\.\.\.$/);
    await expect(page.getByRole('region', { name: 'Testimonials section' }).getByRole('switch')).not.toBeChecked();
    await page.getByRole('region', { name: 'Hero section' }).getByLabel('Hero content').fill('Meals that follow your shifts <b>always</b>');

    // Preview sizes.
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByText('Mobile', { exact: true }).click();
    await expect(page.getByTestId('site-preview')).toHaveAttribute('data-size', 'mobile');
    await expect(page.getByTestId('site-preview')).toContainText('Meals that follow your shifts <b>always</b>');

    // Publish at the chosen address.
    await page.getByRole('tab', { name: 'Publish & Hosting' }).click();
    await expect(page.getByText(/Suggested domain for later: shiftplate[a-z0-9]{1,10}\.com$/)).toBeVisible();
    await page.getByLabel('Address').fill(slug);
    await page.getByRole('radio', { name: 'Startup' }).check();
    await page.getByRole('button', { name: 'Publish Website' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: SITES_PATHS.page(slug), exact: false })).toBeVisible();
    await expect(page.getByTestId('site-signups')).toHaveText('Early-access sign-ups: 0');

    // A visitor, JavaScript off: static page, no script, the form works.
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await visitorContext.newPage();
    const answer = await visitor.goto(SITES_PATHS.page(slug));
    expect(answer?.status()).toBe(200);
    expect(await answer?.text()).not.toMatch(/<script/i);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(company.companyName);
    await expect(visitor.getByText('Meals that follow your shifts <b>always</b>')).toBeVisible();
    await visitor.getByLabel('Get early access').fill('grace@example.com');
    await visitor.getByRole('button', { name: 'Join the early-access list' }).click();
    await expect(visitor).toHaveURL(SITES_PATHS.thanks(slug));
    await expect(visitor.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

    // The founder sees the sign-up on the dashboard as validation evidence.
    await page.goto('/dashboard');
    await expect(page.getByTestId('early-access-count')).toHaveText('1 early-access sign-up');

    // The builder lists the visitor (email, date, source page) and downloads the list as CSV.
    await page.goto(`${PLATFORM_ROUTES.websiteBuilder}?tab=Publish+%26+Hosting`);
    await expect(page.getByTestId('site-signups')).toHaveText('Early-access sign-ups: 1');
    const rows = page.getByRole('table', { name: 'Early-access sign-ups' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveText('EmailDateSource page');
    await expect(rows.nth(1).getByRole('cell')).toHaveText(['grace@example.com', /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/, SITES_PATHS.page(slug)]);
    const { items } = (await (await page.request.get(SITE_SIGNUPS_PATHS.list(company.id))).json()) as CursorPage<SiteSignUp>;
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${slug}-sign-ups.csv`);
    expect(readFileSync(await download.path(), 'utf8')).toBe(`Email,Signed up at,Source page\r\ngrace@example.com,${items[0].signedUpAt},/sites/${slug}\r\n`);

    // Unpublish: the page is a plain 404.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Not published', { exact: true })).toBeVisible();
    const gone = await visitor.goto(SITES_PATHS.page(slug));
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await visitorContext.close();
  });
});
