import { expect, test, type Page } from '@playwright/test';
import { expectRenderedBy, navigateInApp } from './support/app';

const fallbackTitle = 'This part of the app is unavailable';

async function expectOtherAreasWork(page: Page) {
  await navigateInApp(page, '/waitlist');
  await expectRenderedBy(page, 'mfe-account');
  await navigateInApp(page, '/submit-idea');
  await expectRenderedBy(page, 'mfe-ideas');
}

test.describe('a remote that fails shows a fallback on its own routes only', () => {
  test('server gone: fallback with Retry, other areas work, Retry recovers', async ({ page }) => {
    await page.route('**/remotes/mfe-workspace/**', (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await expect(page.getByText(fallbackTitle)).toBeVisible();
    await expect(page.locator('[data-remote="mfe-workspace"]')).toHaveCount(0);

    await expectOtherAreasWork(page);
    await navigateInApp(page, '/platform');
    await expect(page.getByText(fallbackTitle)).toBeVisible();

    await page.unroute('**/remotes/mfe-workspace/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectRenderedBy(page, 'mfe-workspace');
    await expect(page.getByText(fallbackTitle)).toHaveCount(0);
  });

  test('404 for the remote entry: fallback, and the shell keeps working', async ({ page }) => {
    await page.route('**/remotes/mfe-ideas/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404,"message":"Not Found"}' }));
    await page.goto('/business-plan');
    await expect(page.getByText(fallbackTitle)).toBeVisible();
    await navigateInApp(page, '/');
    await expectRenderedBy(page, 'mfe-demos');
    await navigateInApp(page, '/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('a script error in the remote: fallback, other areas work', async ({ page }) => {
    await page.route('**/remotes/mfe-account/**/*.js', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken build");' }));
    await page.goto('/waitlist');
    await expect(page.getByText(fallbackTitle)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await navigateInApp(page, '/demo');
    await expectRenderedBy(page, 'mfe-demos');
  });
});
